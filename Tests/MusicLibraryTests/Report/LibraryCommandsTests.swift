import Foundation
@testable import MusicLibrary
import Testing
import TestSupport

/// The `library` subcommands in process, over real files and a database of their own: what
/// each prints, and every failure as its one line.
@Suite struct LibraryCommandsTests {
    /// What the subcommands wrote, by where.
    final class Written: @unchecked Sendable {
        var out: [String] = []
        var err: [String] = []
        var bar: [String] = []

        func commands(data: String?, isTerminal: Bool = false) -> LibraryCommands {
            LibraryCommands(environment: data.map { ["XDG_DATA_HOME": $0] } ?? [:], print: { self.out.append($0) },
                            warn: { self.err.append($0) },
                            progressBar: ScanProgressBar(isTerminal: isTerminal) { self.bar.append($0) })
        }
    }

    static func failure(_ body: () throws(LibraryFailure) -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return error.line
        }
    }

    @Test func addSearchStatsAndRemoveSayWhatTheyDid() throws {
        let (folder, database) = try LibraryFixture.make()
        let data = ((database as NSString).deletingLastPathComponent as NSString).deletingLastPathComponent
        let written = Written()
        let library = written.commands(data: data)
        try library.add([folder + "/"])
        #expect(written.out.count == 1 && written.out[0].hasPrefix("11 added, 0 updated, 0 removed, 0 unchanged, 0 skipped in "),
                "\(written.out)")
        #expect(written.bar.last?.hasPrefix("scanning: 100% 11 of 11 files to read (11 found)") == true, "\(written.bar)")
        #expect(written.bar.allSatisfy { $0.hasSuffix("\n") }, "plain lines without a terminal")
        written.out = []
        try library.search("northern", json: false, limit: 10)
        #expect(written.out.count == 1 && written.out[0].hasPrefix("Seeds — Wind (2003) · 02 Northern Light  "), "\(written.out)")
        #expect(written.out[0].hasSuffix("  \(folder)/Seeds/Wind/02.flac"))
        written.out = []
        try library.search("바람", json: true, limit: 10)
        let object = try JSONSerialization.jsonObject(with: Data(written.out.joined().utf8)) as? [String: Any]
        #expect(object?["title"] as? String == "바람의 노래" && object?["path"] as? String == folder + "/Korean/01.mp3")
        written.out = []
        try library.stats()
        #expect(written.out.first == "tracks        11", "\(written.out)")
        #expect(written.out.dropFirst().first?.hasPrefix("artists       ") == true)
        #expect(written.out.contains { $0.hasPrefix("database      \(database) (") && $0.hasSuffix(" KiB)") }, "\(written.out)")
        #expect(written.out.suffix(2) == ["folders       ", "  \(folder)"])
        written.out = []
        try library.remove([folder])
        #expect(written.out == ["removed \(folder): 11 tracks"])
        try library.search("northern", json: false, limit: 10)
        #expect(written.err == ["nothing in the library matches 'northern'"])
    }

    @Test func eachFailureIsOneLine() throws {
        let data = try TestWorld.makeFolder(prefix: "pddb")
        defer { try? FileManager.default.removeItem(atPath: data) }
        let written = Written()
        let library = written.commands(data: data)
        #expect(Self.failure { () throws(LibraryFailure) in try written.commands(data: nil).stats() }
            == "no XDG_DATA_HOME or HOME to keep the library in")
        #expect(Self.failure { () throws(LibraryFailure) in try library.search("x", json: false, limit: 1) }
            == "the library is empty: 'playdeck library add DIR' indexes a folder")
        #expect(Self.failure { () throws(LibraryFailure) in try library.add([data + "/missing"]) }
            == "\(data)/missing: No such file or directory")
        #expect(Self.failure { () throws(LibraryFailure) in try library.rescan() }
            == "the library has no folders yet: 'playdeck library add DIR' adds one")
        #expect(Self.failure { () throws(LibraryFailure) in try library.remove(["gone\u{1B}[2J/"]) }?
            .hasSuffix("/gone\u{FFFD}[2J: not in the library (its folders: 'playdeck library stats')") == true)
        #expect(written.out.isEmpty && written.err.isEmpty)
    }

    @Test func aLibraryErrorSaysWhatToDoAndWhatIsKept() {
        #expect(LibraryError(.busy, "database is locked").line(kept: 3)
            == "the library is busy: another PlayDeck is writing to it (database is locked); the 3 files indexed before it are kept; "
            + "try again when it is done")
        #expect(LibraryError(.unreadable, "no such file").line() == "cannot open the library: no such file")
    }

    @Test func sizesHaveOneDecimalAndTheirUnit() {
        #expect(ByteCount.text(512) == "512 B")
        #expect(ByteCount.text(1536) == "1.5 KiB")
        #expect(ByteCount.text(12_897_484) == "12.3 MiB")
        #expect(ByteCount.oneDecimal(2.25) == "2.3")
    }

    @Test func onATerminalTheBarIsRedrawnInPlaceAndErased() {
        var drawn: [String] = []
        let bar = ScanProgressBar(isTerminal: true) { drawn.append($0) }
        var progress = LibraryScanner.Progress()
        progress.found = 8
        progress.toRead = 4
        progress.read = 1
        bar.show(progress)
        bar.clear()
        #expect(drawn.count == 2)
        #expect(drawn.first?.hasPrefix("\r\u{1B}[K███████░░░░░░░░░░░░░░░░░░░░░░░ 25% 1 of 4 files to read (8 found) · ") == true, "\(drawn)")
        #expect(drawn.last == "\r\u{1B}[K")
    }
}
