import Foundation
import Glibc
import Testing
import TestSupport

/// `playdeck trim`: the new file beside the old, a failure in one line with nothing left behind,
/// and ^C removing the partial file (each bad input's line: MediaFilesTests' FileTrimTests).
@Suite struct TrimCommandTests {
    /// The names in `folder`, sorted.
    static func names(_ folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    }

    @Test func aTrimWritesTheNewFileBesideTheOldAndSaysWhere() throws {
        let world = try TestWorld()
        let file = try world.reachable(try Fixtures.trimSource(.mp4))
        let result = try world.run(["trim", "--from", "3.3", "--to", "0:09.5", file])
        #expect(result.status == 0, "\(result.stderr)")
        let output = world.media + "/trim-source-v2 (trimmed).mp4"
        #expect(result.stdout == "trimmed: \(output) (0:02–0:09.50, cut at the keyframe at 0:02)\n")
        #expect(result.stderr.isEmpty)
        #expect(abs(try Fixtures.probeDuration(output) - 7.5) < 0.05)
        let again = try world.run(["trim", "--from", "1", "--to", "2", file])
        #expect(again.stdout.hasPrefix("trimmed: \(world.media)/trim-source-v2 (trimmed 2).mp4 (0:00–0:02"), "\(again.stdout)")
    }

    @Test func theOutputCanBeNamedAndAnOggCoverLeftOutIsSaid() throws {
        let world = try TestWorld()
        let file = try world.reachable(try Fixtures.vorbisWithCover())
        let result = try world.run(["trim", "--from", "1", "--to", "3", "-o", world.media + "/part.ogg", file])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "trimmed: \(world.media)/part.ogg (0:01–0:03); the cover was left out: its container has no place for one\n")
        #expect(try Self.names(world.media) == ["part.ogg", "trim-vorbis-cover-v1.ogg"])
    }

    @Test func aFolderThatCannotBeWrittenIsOneLineAndLeavesNothing() throws {
        let world = try TestWorld(asAnotherUser: true)
        let file = try world.reachable(try Fixtures.trimSource(.flac))
        chmod(world.media, 0o555)
        let result = try world.run(["trim", "--from", "1", "--to", "2", file])
        #expect(result.status == 1)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("cannot write \(world.media)/trim-source-v2 (trimmed).flac: Permission denied"), "\(result.stderr)")
        #expect(try Self.names(world.media) == ["trim-source-v2.flac"])
    }

    /// The test stops the program once the output has grown, so that the ^C lands mid-way
    /// however fast the copy is, then lets it go on to see it.
    @Test func interruptingMidWayRemovesThePartialFile() throws {
        let world = try TestWorld()
        let long = try Fixtures.longVideo()
        let folder = world.media
        let file = folder + "/long.mp4"
        guard symlink(long, file) == 0 else { throw FixtureError("cannot link \(long)") }
        let output = folder + "/long (trimmed).mp4"
        let process = try world.start(["trim", "--from", "0", "--to", "600", file])
        let grew = process.wait(timeout: 30) {
            var info = stat()
            return stat(output, &info) == 0 && info.st_size > 1 << 20
        }
        process.signal(SIGSTOP)
        #expect(grew && process.stdoutLines.isEmpty, "the copy ended before the test could stop it")
        process.signal(SIGINT)
        process.signal(SIGCONT)
        #expect(process.waitForExit(timeout: 20) == 130)
        #expect(process.stderrLines.last?.hasSuffix("cancelled: nothing was written") == true, "\(process.stderrLines)")
        #expect(try Self.names(folder) == ["long.mp4"])
    }
}
