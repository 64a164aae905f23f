import Foundation
import Glibc
@testable import MediaFiles
import Testing
import TestSupport

@Suite struct TrimOutputTests {
    @Test func theNameSitsBesideTheFileWithTrimmedBeforeTheExtension() {
        #expect(TrimOutput.name(for: "/music/Song.mp3") { _ in false } == "/music/Song (trimmed).mp3")
        #expect(TrimOutput.name(for: "Song.live.flac") { _ in false } == "Song.live (trimmed).flac")
        #expect(TrimOutput.name(for: "/a.b/README") { _ in false } == "/a.b/README (trimmed)")
        #expect(TrimOutput.name(for: "/x/.hidden") { _ in false } == "/x/.hidden (trimmed)")
    }

    @Test func aTakenNameGetsTheNextNumber() {
        let taken: Set = ["/m/A (trimmed).mp4", "/m/A (trimmed 2).mp4"]
        #expect(TrimOutput.name(for: "/m/A.mp4") { taken.contains($0) } == "/m/A (trimmed 3).mp4")
    }

    @Test func reservingCreatesTheFileEmptyAndNeverReusesIt() throws {
        let folder = try TestWorld.makeFolder(prefix: "trim")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let input = folder + "/a.mp3"
        let first = try TrimOutput.reserve(for: input, explicit: nil)
        let second = try TrimOutput.reserve(for: input, explicit: nil)
        #expect(first == folder + "/a (trimmed).mp3" && second == folder + "/a (trimmed 2).mp3")
        #expect((try FileManager.default.attributesOfItem(atPath: first)[.size] as? Int) == 0)
    }

    @Test func anExplicitNameThatExistsIsRefusedAndKept() throws {
        let folder = try TestWorld.makeFolder(prefix: "trim")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let existing = folder + "/keep.mp3"
        try "precious".write(toFile: existing, atomically: true, encoding: .utf8)
        #expect {
            _ = try TrimOutput.reserve(for: folder + "/a.mp3", explicit: existing)
        } throws: { ($0 as? MediaFileError)?.message == "cannot write \(existing): File exists" }
        #expect(try String(contentsOfFile: existing, encoding: .utf8) == "precious")
    }

    @Test func aFolderThatCannotBeWrittenIsOneLine() {
        // /proc refuses new files even to root, where a chmod would not stop a test run as root.
        #expect {
            _ = try TrimOutput.reserve(for: "/proc/a.mp3", explicit: nil)
        } throws: { ($0 as? MediaFileError)?.message.hasPrefix("cannot write /proc/a (trimmed).mp3: ") == true }
    }
}
