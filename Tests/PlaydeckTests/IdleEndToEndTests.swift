import Foundation
import Testing
import TestSupport

/// A player with nothing left to do uses no processor: every wake-up a worker gave the loop is
/// taken, even when its result came for an item already gone.
@Suite struct IdleEndToEndTests {
    /// Waits for a headless player to say its queue ended.
    private static func waitForTheEnd(of player: LiveProcess) {
        #expect(player.wait { player.stdoutLines.contains { $0.contains("nothing playing") } }, "\(player.stdoutLines)")
    }

    /// Starts `playdeck --headless FILE` and waits for the queue to end.
    private static func playUntilTheQueueEnds(_ file: String, in world: TestWorld) throws -> LiveProcess {
        let player = try world.start(["--headless", "--ao", "null", file])
        waitForTheEnd(of: player)
        return player
    }

    /// Writes 1.3 MB of synced lyrics beside `file`: the worker is still reading them when the
    /// item has gone.
    private static func writeLongLyrics(beside file: String) throws {
        let lyrics = (0..<30_000).map { "[\(Fixtures.lrcStamp(Double($0) * 0.1))]the sky went green above the ice \($0)" }
            .joined(separator: "\n")
        #expect(lyrics.utf8.count > 1_000_000)
        try lyrics.write(toFile: (file as NSString).deletingPathExtension + ".lrc", atomically: true, encoding: .utf8)
    }

    @Test func lyricsReadAfterTheirItemFailedLeaveThePlayerIdle() throws {
        let world = try TestWorld()
        let file = world.media + "/noise.mp3"
        try Data(Fixtures.noise(count: 100_000, seed: 29)).write(to: URL(fileURLWithPath: file))
        try Self.writeLongLyrics(beside: file)
        let player = try Self.playUntilTheQueueEnds(file, in: world)
        #expect(ProcessCPU.waitUntilIdle(player), "the player kept a core busy after its queue ended")
        #expect(player.isRunning)
    }

    @Test func aCoverReadAfterTheOnlyItemFailedLeavesThePlayerIdle() throws {
        let world = try TestWorld()
        let file = try world.reachable(try Fixtures.coverWithoutSound())
        let player = try Self.playUntilTheQueueEnds(file, in: world)
        // Its own pipe: the line can be read after the status line on standard output was.
        #expect(player.wait { player.stderrLines.contains { $0.contains("unrecognized file format") } }, "\(player.stderrLines)")
        #expect(ProcessCPU.waitUntilIdle(player), "the player kept a core busy after its only item failed")
        #expect(player.isRunning)
    }

    @Test func mprisCallsThatExpectNoReplyRunningTheQueueOutLeaveThePlayerIdle() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let world = try TestWorld(bus: bus.address)
        let tone = try Fixtures.tone(seconds: 20)
        let files = try (1...3).map { index in
            let file = world.media + "/song\(index).mp3"
            try FileManager.default.copyItem(atPath: tone, toPath: file)
            try Self.writeLongLyrics(beside: file)
            return file
        }
        let player = try world.start(["--headless", "--ao", "null"] + files)
        let name = "org.mpris.MediaPlayer2.playdeck"
        #expect(player.wait { ((try? bus.run("/usr/bin/busctl", ["--user", "list"]))?.stdout ?? "").contains(name) })
        // As a media key daemon sends them: no reply asked, each skip starting another lyrics read.
        for _ in 0..<4 {
            _ = try bus.run("/usr/bin/busctl", ["--user", "call", "--expect-reply=no", name, "/org/mpris/MediaPlayer2",
                                                "org.mpris.MediaPlayer2.Player", "Next"])
        }
        Self.waitForTheEnd(of: player)
        #expect(ProcessCPU.waitUntilIdle(player), "the player kept a core busy after its queue ended")
        #expect(player.isRunning)
    }
}
