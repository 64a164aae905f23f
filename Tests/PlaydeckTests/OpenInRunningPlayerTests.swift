import Foundation
import Testing
import TestSupport

/// `playdeck FILE` while a player already runs, on two real `playdeck` processes sharing one
/// world (runtime folder, config): `[queue] open = "add"`/`"replace"` and `--add`/`--replace`
/// send the items to the running player, "new" (the default) starts another player as before.
@Suite struct OpenInRunningPlayerTests {
    /// A world whose config holds `text`, and plays through mpv's null audio output (set in the
    /// config: `--ao` would ask for a player of its own).
    static func world(_ text: String = "") throws -> TestWorld {
        let world = try TestWorld()
        let folder = try #require(world.environment["XDG_CONFIG_HOME"]) + "/playdeck"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try (text + "\n[mpv]\nao = \"null\"\n").write(toFile: folder + "/config.toml", atomically: true, encoding: .utf8)
        return world
    }

    /// `playdeck ARGUMENTS` run from `folder`, not on a terminal (a script, a file manager).
    static func run(_ arguments: [String], from folder: String, in world: TestWorld) throws -> ProcessRunner.Result {
        let quoted = TileEndToEndTests.Pane.quoted
        let command = "cd \(quoted(folder)) && exec " + world.command(arguments).map(quoted).joined(separator: " ")
        return try ProcessRunner.run("/bin/sh", ["-c", command], environment: world.environment)
    }

    /// The paths in the running player's queue, in order.
    static func queue(in world: TestWorld) throws -> [String] {
        let listed = try world.run(["remote", "queue", "--json"])
        try #require(listed.status == 0, "\(listed.stderr)")
        return try HeadlessJSONTests.lines(listed.stdout).compactMap { $0["path"] as? String }
    }

    /// The running player's own media: a long tone, and beside it a tone and a folder of two
    /// named relative to that folder.
    static func media(in world: TestWorld) throws -> (playing: String, single: String, folder: [String]) {
        let playing = try world.reachable(try Fixtures.tone(seconds: 120))
        let single = world.media + "/single.mp3", album = world.media + "/album"
        try FileManager.default.copyItem(atPath: try Fixtures.tagged(seconds: 2, tags: ["title": "Single"]), toPath: single)
        try FileManager.default.createDirectory(atPath: album, withIntermediateDirectories: true)
        let tracks = [album + "/01.mp3", album + "/02.mp3"]
        for track in tracks { try FileManager.default.copyItem(atPath: try Fixtures.tone(seconds: 1), toPath: track) }
        return (playing, single, tracks)
    }

    @Test func addSendsTheItemsExpandedInTheSecondsFolderToTheEndOfTheRunningQueue() throws {
        let world = try Self.world("[queue]\nopen = \"add\"\n")
        let media = try Self.media(in: world)
        let player = try BackgroundPlayer([media.playing], in: world)
        let second = try Self.run(["single.mp3", "album"], from: world.media, in: world)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout == "Added 3 items to the player (pid \(player.pid))\n", "\(second.stdout)")
        #expect(try Self.queue(in: world) == [media.playing, media.single] + media.folder)
        #expect(player.isRunning)
    }

    @Test func replacePlaysTheItemsInPlaceOfTheRunningQueue() throws {
        let world = try Self.world()
        let media = try Self.media(in: world)
        let player = try BackgroundPlayer([media.playing], in: world)
        let second = try Self.run(["--replace", "album"], from: world.media, in: world)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout == "Replaced the queue of the player (pid \(player.pid)) with 2 items\n", "\(second.stdout)")
        #expect(try Self.queue(in: world) == media.folder)
    }

    /// The socket may not name av:// (only the command line may): the player refuses it, that
    /// line is printed, the rest go on, and the queue is replaced by the first item it takes.
    @Test func aRefusedItemGetsItsLineAndTheRestGoOn() throws {
        let world = try Self.world("[queue]\nopen = \"replace\"\n")
        let media = try Self.media(in: world)
        let player = try BackgroundPlayer([media.playing], in: world)
        let second = try Self.run(["av://lavfi:sine", "single.mp3"], from: world.media, in: world)
        #expect(second.status == 1)
        #expect(second.stderr.contains("av://lavfi:sine: refused"), "\(second.stderr)")
        #expect(second.stdout == "Replaced the queue of the player (pid \(player.pid)) with 1 item\n", "\(second.stdout)")
        #expect(try Self.queue(in: world) == [media.single])
    }

    /// The default is today's behaviour: a second player, which plays its item and ends; the
    /// first player's queue is as it was.
    @Test func newIsTheDefaultAndStartsAnotherPlayer() throws {
        let world = try Self.world()
        let media = try Self.media(in: world)
        let player = try BackgroundPlayer([media.playing], in: world)
        let second = try Self.run(["single.mp3"], from: world.media, in: world)
        #expect(second.status == 0, "\(second.stderr)")
        #expect(second.stdout.contains("Single"), "the second player's own status line: \(second.stdout)")
        #expect(try Self.queue(in: world) == [media.playing])
        #expect(player.isRunning)
    }

    @Test func withNoPlayerRunningAddStartsOne() throws {
        let world = try Self.world("[queue]\nopen = \"add\"\n")
        _ = try Self.media(in: world)
        let alone = try Self.run(["single.mp3"], from: world.media, in: world)
        #expect(alone.status == 0, "\(alone.stderr)")
        #expect(alone.stdout.contains("Single") && !alone.stdout.contains("Added"), "\(alone.stdout)")
    }

    @Test func theFlagsOverrideTheConfigAndRefuseOptionsOfANewPlayer() throws {
        let world = try Self.world("[queue]\nopen = \"add\"\n")
        let media = try Self.media(in: world)
        let player = try BackgroundPlayer([media.playing], in: world)
        let new = try Self.run(["--new", "single.mp3"], from: world.media, in: world)
        #expect(new.status == 0 && new.stdout.contains("Single"), "\(new.stdout)\(new.stderr)")
        #expect(try Self.queue(in: world) == [media.playing])
        let clash = try Self.run(["--add", "--multiview", "single.mp3"], from: world.media, in: world)
        #expect(clash.status == 64)
        #expect(clash.stderr.contains("--add sends the items to the running player, but --multiview needs a new one"), "\(clash.stderr)")
        let both = try Self.run(["--add", "--replace", "single.mp3"], from: world.media, in: world)
        #expect(both.status == 64, "\(both.stderr)")
        #expect(player.isRunning)
    }

    /// On a terminal the tile then shows the player the items went to; d detaches from it.
    @Test func onATerminalTheTileAttachesToThatPlayer() throws {
        let world = try Self.world()
        let media = try Self.media(in: world)
        let player = try BackgroundPlayer([media.playing], in: world)
        let pane = try TileEndToEndTests.Pane(["--add", media.single], world: world, options: [])
        // The first player's tone, now with the single after it.
        #expect(pane.wait(seconds: 10) { $0.contains("Test Tone") && $0.contains("1 of 2 in queue") } != nil, "\(pane.screen())")
        #expect(try Self.queue(in: world) == [media.playing, media.single])
        try pane.send("d")
        #expect(pane.exitStatus(within: 10) == 0)
        #expect(player.isRunning)
    }
}
