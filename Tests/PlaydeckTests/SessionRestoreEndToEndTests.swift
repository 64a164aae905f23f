import Foundation
import Library
import Testing
import TestSupport

/// The last session comes back on the real binary after `kill -9`: the queue in its order, the
/// shuffled order and repeat, the current item paused at its place; `--no-restore` and named
/// files start without it (the named files become the session), a damaged store says so once
/// and starts empty.
@Suite struct SessionRestoreEndToEndTests {
    @Test func aKilledPlayerComesBackWithItsQueueOrderRepeatAndPlacePaused() throws {
        let world = try TestWorld()
        let items = try SessionPlayer.items(5, in: world)
        let first = try SessionPlayer.start(Array(items.prefix(4)), in: world)
        try SessionPlayer.remote(["add", items[4]], in: world)
        try SessionPlayer.remote(["move", "5", "1"], in: world)
        try SessionPlayer.remote(["repeat", "queue"], in: world)
        try SessionPlayer.remote(["shuffle", "on"], in: world)
        try SessionPlayer.remote(["play-index", "3"], in: world)
        try SessionPlayer.waitForStatus(in: world) { $0["queueIndex"] as? Int == 2 && $0["state"] as? String == "playing" }
        try SessionPlayer.remote(["seek", "42"], in: world)
        try SessionPlayer.remote(["pause"], in: world)
        let before = try SessionPlayer.waitForStatus(in: world) { $0["state"] as? String == "paused" }
        let elapsed = try #require(before["elapsed"] as? Double)
        let queue = try SessionPlayer.queue(in: world)
        #expect(queue.paths == [items[4]] + items.prefix(4) && queue.current == 2)
        let saved = try #require(try SessionPlayer.store(in: world).load().get())
        let order = try #require(saved.queue.shuffledOrder)
        first.signal(SIGKILL)
        #expect(first.waitForExit() == 128 + SIGKILL || !first.isRunning)

        let second = try SessionPlayer.start([], in: world)
        let restored = try SessionPlayer.waitForStatus(in: world) { $0["state"] as? String == "paused" && $0["elapsed"] != nil }
        #expect(restored["queueIndex"] as? Int == 2 && restored["repeat"] as? String == "queue" && restored["shuffle"] as? Bool == true,
                "\(restored)")
        #expect(abs((restored["elapsed"] as? Double ?? -1) - elapsed) < 0.5, "\(restored["elapsed"] ?? "none") vs \(elapsed)")
        #expect(try SessionPlayer.queue(in: world).paths == queue.paths)
        // The shuffled order goes on where it was: next is the item after the current one in it.
        let upcoming = try #require(order.firstIndex(of: 2)).advanced(by: 1)
        try SessionPlayer.remote(["next"], in: world)
        let next = try SessionPlayer.waitForStatus(in: world) { $0["queueIndex"] as? Int != 2 }
        #expect(next["queueIndex"] as? Int == order[upcoming % order.count], "order \(order): \(next)")
        second.signal(SIGTERM)
        _ = second.waitForExit()
    }

    /// The tile opens on the restored item, Now Playing rather than the Library panel, paused;
    /// space plays on.
    @Test func theTileOpensOnTheRestoredItemPausedAndSpacePlays() throws {
        let world = try TestWorld()
        let items = try SessionPlayer.items(3, in: world)
        let first = try SessionPlayer.start(items, in: world)
        try SessionPlayer.remote(["play-index", "2"], in: world)
        try SessionPlayer.waitForStatus(in: world) { $0["queueIndex"] as? Int == 1 && $0["state"] as? String == "playing" }
        first.signal(SIGKILL)
        _ = first.waitForExit()
        let pane = try TileEndToEndTests.Pane([], world: world, options: ["--ao", "null", "--no-mpris"])
        let shown = pane.wait { $0.contains("Now Playing") && $0.contains("item-02") && $0.contains("2 of 3 in queue") }
        try #require(shown != nil, "the tile did not open on the restored item: \(pane.screen())")
        #expect(try SessionPlayer.waitForStatus(in: world) { $0["state"] as? String == "paused" }["state"] as? String == "paused")
        try pane.send("Space")
        #expect(try SessionPlayer.waitForStatus(in: world) { $0["state"] as? String == "playing" }["state"] as? String == "playing")
        try pane.send("q")
        #expect(pane.exitStatus() == 0)
    }

    @Test func noRestoreStartsEmptyAndNamedFilesBecomeTheSession() throws {
        let world = try TestWorld()
        let items = try SessionPlayer.items(3, in: world)
        let first = try SessionPlayer.start(items, in: world)
        first.signal(SIGKILL)
        _ = first.waitForExit()
        let empty = try SessionPlayer.start(["--no-restore"], in: world)
        #expect(try SessionPlayer.queue(in: world).paths.isEmpty)
        empty.signal(SIGKILL)
        _ = empty.waitForExit()
        // A start that queued nothing left the last session as it was.
        #expect(try SessionPlayer.store(in: world).load().get()?.queue.items.map(\.location) == items)
        let named = try SessionPlayer.start([items[2]], in: world)
        #expect(try SessionPlayer.queue(in: world).paths == [items[2]])
        named.signal(SIGKILL)
        _ = named.waitForExit()
        let again = try SessionPlayer.start([], in: world)
        #expect(try SessionPlayer.queue(in: world).paths == [items[2]])
        again.signal(SIGKILL)
        _ = again.waitForExit()
        try "[session]\nrestore = false\n".write(toFile: world.path + "/off.toml", atomically: true, encoding: .utf8)
        let off = try SessionPlayer.start(["--config", world.path + "/off.toml"], in: world)
        #expect(try SessionPlayer.queue(in: world).paths.isEmpty)
        off.signal(SIGKILL)
        _ = off.waitForExit()
    }

    @Test func aDamagedSessionSaysSoOnceAndStartsEmpty() throws {
        let world = try TestWorld()
        let store = try SessionPlayer.store(in: world)
        try FileManager.default.createDirectory(atPath: store.directory, withIntermediateDirectories: true)
        try Data([0x1B, 0x5B, 0x32, 0x4A, 0x00, 0xFF] + Array("not a session\n".utf8))
            .write(to: URL(fileURLWithPath: store.directory + "/queue-a"))
        let player = try SessionPlayer.start([], in: world)
        #expect(try SessionPlayer.queue(in: world).paths.isEmpty)
        let lines = player.stderrLines.filter { $0.contains("session") }
        #expect(lines.count == 1 && lines.first?.contains("cannot be restored") == true && lines.first?.contains("\u{1B}") == false,
                "\(player.stderrLines)")
        #expect(player.isRunning)
        player.signal(SIGTERM)
        _ = player.waitForExit()
    }
}
