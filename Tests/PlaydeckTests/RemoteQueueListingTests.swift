import Foundation
import Testing
import TestSupport

/// `playdeck remote queue` on a real background player with a queue longer than one page: every
/// row comes, in order, the playing one marked (`--json`, and a queue edited while it is read:
/// RemoteTests' QueueListingTests, in process).
@Suite struct RemoteQueueListingTests {
    static let count = 1_500
    /// The playing item, in the middle of a page, so that neither the first row nor a page's
    /// edge is where the mark happens to be.
    static let playing = 1_000

    static func name(_ position: Int) -> String {
        String(format: "item-%04d.mp3", position)
    }

    /// A playlist of `count` symbolic links to one small tagless tone, each named for its
    /// position: with no title tag, a row's title is its file name, so each row says where it
    /// belongs whenever its tags are read.
    static func playlist(in world: TestWorld) throws -> String {
        let tone = try Fixtures.tagged(seconds: 120, tags: [:])
        for position in 1...count {
            try FileManager.default.createSymbolicLink(atPath: world.media + "/" + name(position), withDestinationPath: tone)
        }
        let path = world.media + "/long.m3u"
        try (1...count).map(name).joined(separator: "\n").appending("\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A paused background player on item `playing` of the long playlist.
    static func player(in world: TestWorld) throws -> BackgroundPlayer {
        let player = try BackgroundPlayer(["--pause", try playlist(in: world)], in: world)
        #expect(try world.run(["remote", "play-index", String(playing)]).status == 0)
        try Attach.waitForStatus(in: world) { $0.title == name(playing) }
        #expect(try world.run(["remote", "pause"]).status == 0)
        let status = try Attach.waitForStatus(in: world) { $0.state == "paused" && $0.title == name(playing) }
        try #require(status.state == "paused" && status.queueIndex == playing - 1, "\(status)")
        return player
    }

    @Test func everyRowOfA1500EntryQueueIsPrintedInOrderWithThePlayingOneMarked() throws {
        let world = try TestWorld()
        let player = try Self.player(in: world)
        let queue = try world.run(["remote", "queue"])
        #expect(queue.status == 0 && queue.stderr == "", "\(queue.stderr)")
        let rows = queue.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let expected = (1...Self.count).map { "\($0 == Self.playing ? "▶" : " ") \($0). \(Self.name($0))" } + [""]
        #expect(rows.count == expected.count, "\(rows.count) rows")
        let wrong = zip(rows, expected).enumerated().filter { $0.element.0 != $0.element.1 }
        #expect(wrong.isEmpty, "rows differ, first: \(wrong.prefix(3).map { "\($0.offset + 1): \($0.element.0)" })")
        #expect(player.isRunning)
    }
}
