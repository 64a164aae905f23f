import Foundation
import Testing
import TestSupport

/// A player with nothing left to do uses no processor: every wake-up a worker gave the loop is
/// taken, even when its result came for an item already gone.
@Suite struct IdleEndToEndTests {
    /// Starts `playdeck --headless FILE` and waits for the queue to end.
    private static func playUntilTheQueueEnds(_ file: String, in world: TestWorld) throws -> LiveProcess {
        let player = try world.start(["--headless", "--ao", "null", file])
        #expect(player.wait { player.stdoutLines.contains { $0.contains("nothing playing") } }, "\(player.stdoutLines)")
        return player
    }

    @Test func lyricsReadAfterTheirItemFailedLeaveThePlayerIdle() throws {
        let world = try TestWorld()
        let file = world.media + "/noise.mp3"
        try Data(Fixtures.noise(count: 100_000, seed: 29)).write(to: URL(fileURLWithPath: file))
        // Large enough that the worker is still reading it when the item has failed.
        let lyrics = (0..<30_000).map { "[\(Fixtures.lrcStamp(Double($0) * 0.1))]the sky went green above the ice \($0)" }
            .joined(separator: "\n")
        #expect(lyrics.utf8.count > 1_000_000)
        try lyrics.write(toFile: world.media + "/noise.lrc", atomically: true, encoding: .utf8)
        let player = try Self.playUntilTheQueueEnds(file, in: world)
        #expect(ProcessCPU.waitUntilIdle(player), "the player kept a core busy after its queue ended")
        #expect(player.isRunning)
    }

    @Test func aCoverReadAfterTheOnlyItemFailedLeavesThePlayerIdle() throws {
        let world = try TestWorld()
        let file = try world.reachable(try Fixtures.coverWithoutSound())
        let player = try Self.playUntilTheQueueEnds(file, in: world)
        #expect(player.stderrLines.contains { $0.contains("unrecognized file format") }, "\(player.stderrLines)")
        #expect(ProcessCPU.waitUntilIdle(player), "the player kept a core busy after its only item failed")
        #expect(player.isRunning)
    }
}
