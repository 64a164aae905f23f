import Foundation
import Glibc
@testable import MediaFiles
import Testing
import TestSupport

/// `playdeck trim`'s work in process: the line that says what was written, and one line for
/// every failure with nothing left behind.
@Suite struct FileTrimTests {
    /// A bar that records what it would draw.
    final class Drawn: @unchecked Sendable {
        var text: [String] = []
        func bar(isTerminal: Bool) -> TrimProgressBar { TrimProgressBar(isTerminal: isTerminal) { self.text.append($0) } }
    }

    static func names(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test func aTrimSaysWhereItWroteAndWhereTheVideoWasCut() throws {
        let (folder, file) = try TrimJobTests.alone(try Fixtures.trimSource(.mp4))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let drawn = Drawn()
        let line = try FileTrim(file: file, from: "3.3", to: "0:09.5", output: nil).run(bar: drawn.bar(isTerminal: true))
        #expect(line == "trimmed: \(folder)/trim-source-v2 (trimmed).mp4 (0:02–0:09.50, cut at the keyframe at 0:02)")
        #expect(drawn.text.last == "\r\u{1B}[K", "the bar is erased before the line: \(drawn.text)")
        #expect(drawn.text.dropLast().allSatisfy { $0.hasPrefix("\r") && $0.hasSuffix("%") })
    }

    @Test func withoutATerminalNoBarIsDrawn() throws {
        let (folder, file) = try TrimJobTests.alone(try Fixtures.trimSource(.mp3))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let drawn = Drawn()
        let line = try FileTrim(file: file, from: "1", to: "2", output: folder + "/part.mp3").run(bar: drawn.bar(isTerminal: false))
        #expect(line.hasPrefix("trimmed: \(folder)/part.mp3 (0:01–0:02"), "\(line)")
        #expect(drawn.text.isEmpty)
    }

    /// Each bad input: one line naming the reason, exit status 1, nothing new in the folder.
    @Test func everyFailureIsOneLineAndLeavesNothing() throws {
        let (folder, file) = try TrimJobTests.alone(try Fixtures.trimSource(.mp3))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let text = folder + "/notes.mp3"
        try "not audio\n".write(toFile: text, atomically: true, encoding: .utf8)
        // Random bytes FFmpeg guesses are mp3 at the lowest score, and text it takes as ANSI art
        // ("tty"): both failed at the seek, for another reason than playing them gives.
        let noise = folder + "/noise.mp3"
        try Data(Fixtures.noise(count: 200_000, seed: 30)).write(to: URL(fileURLWithPath: noise))
        let notes = folder + "/notes.txt", longNotes = folder + "/long-notes.mp3"
        let plain = String(repeating: "a line of plain text, as notes are written\n", count: 30_000)
        for path in [notes, longNotes] { try plain.write(toFile: path, atomically: true, encoding: .utf8) }
        let before = try Self.names(folder)
        let cases: [(FileTrim, String)] = [
            (FileTrim(file: folder + "/missing.mp3", from: "1", to: "2", output: nil), "\(folder)/missing.mp3: No such file or directory"),
            (FileTrim(file: "https://example.com/a.mp3", from: "1", to: "2", output: nil),
             "cannot trim a stream, only a file: https://example.com/a.mp3"),
            (FileTrim(file: file, from: "5", to: "5", output: nil), "the range is empty: --to (0:05) must come after --from (0:05)"),
            (FileTrim(file: file, from: "9", to: "4", output: nil), "the range is empty: --to (0:04) must come after --from (0:09)"),
            (FileTrim(file: file, from: "soon", to: "4", output: nil), "--from: 'soon' is not a time"),
            (FileTrim(file: file, from: "1", to: "la\u{1B}[2Jter", output: nil), "--to: 'la\u{FFFD}[2Jter' is not a time"),
            (FileTrim(file: file, from: "20", to: "30", output: nil), "nothing of it is in that range"),
            (FileTrim(file: text, from: "1", to: "2", output: nil), "unrecognized file format"),
            (FileTrim(file: noise, from: "1", to: "2", output: nil), "cannot trim \(noise): unrecognized file format"),
            (FileTrim(file: longNotes, from: "1", to: "2", output: nil), "cannot trim \(longNotes): unrecognized file format"),
            // What the input is comes first: not "no container is known for the name notes (trimmed).txt".
            (FileTrim(file: notes, from: "1", to: "2", output: nil), "cannot trim \(notes): unrecognized file format"),
            (FileTrim(file: file, from: "1", to: "2", output: folder + "/part.xyz"), "no container is known for the name"),
            (FileTrim(file: file, from: "1", to: "2", output: file), "File exists"),
            (FileTrim(file: folder, from: "1", to: "2", output: nil), "\(folder): not a file"),
        ]
        for (trim, reason) in cases {
            let drawn = Drawn()
            let failure = #expect(throws: TrimFailure.self) { try trim.run(bar: drawn.bar(isTerminal: false)) }
            #expect(failure?.status == 1 && failure?.line.contains(reason) == true, "\(failure?.line ?? "no failure"): \(reason)")
            #expect(try Self.names(folder) == before, "\(trim)")
        }
    }
}
