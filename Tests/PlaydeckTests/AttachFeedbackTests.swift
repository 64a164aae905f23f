import Foundation
import Testing
import TestSupport

/// What a command did is said where Now Playing is shown, whoever sent it: a shuffle from
/// playerctl (MPRIS) or a volume from `playdeck remote` shows on a tile attached in another
/// terminal, once, and a key pressed there is answered in the same words.
@Suite struct AttachFeedbackTests {
    @Test func aShuffleFromMPRISAndAVolumeFromTheSocketShowOnTheAttachedTile() throws {
        let bus = try PrivateBus()
        let world = try TestWorld(bus: bus.address)
        let player = try BackgroundPlayer([try Fixtures.tone(seconds: 120, title: "Told Everywhere"),
                                           try Fixtures.tone(seconds: 60, title: "Second", frequency: 550)],
                                          in: world, options: [])
        let tile = try Attach.tile(in: world)
        try #require(tile.wait(seconds: 10) { $0.contains("Told Everywhere") } != nil, "no tile: \(tile.screen())")
        let mpris = try bus.run("/usr/bin/playerctl", ["--player=playdeck", "shuffle", "On"])
        #expect(mpris.status == 0, "\(mpris.stderr)")
        #expect(tile.wait(seconds: 10) { BadInputTileTests.notice($0).contains("Shuffle on") } != nil,
                "no feedback for the MPRIS shuffle: \(tile.screen())")
        #expect(try world.run(["remote", "volume", "40"]).status == 0)
        let volume = tile.wait(seconds: 10) { BadInputTileTests.notice($0).contains("Volume 40%") }
        #expect(volume != nil, "no feedback for the socket's volume: \(tile.screen())")
        #expect(volume.map { !BadInputTileTests.notice($0).contains("Shuffle on") } ?? false,
                "the volume replaced the shuffle at once: feedback does not queue")
        try tile.send("x")
        #expect(tile.wait(seconds: 10) { BadInputTileTests.notice($0).contains("Shuffle off") } != nil,
                "no feedback for the key: \(tile.screen())")
        #expect(player.isRunning)
    }

    @Test func aLibraryAddFromTheSocketSaysHowManyTracksWereAdded() throws {
        let (world, music) = try LibraryCommandTests.world()
        #expect(try world.run(["library", "add", music]).status == 0)
        let player = try BackgroundPlayer(["--pause", music + "/Other/01.ogg"], in: world)
        let tile = try Attach.tile(in: world)
        try #require(tile.wait(seconds: 10) { TileEndToEndTests.elapsed($0) != nil } != nil, "no tile: \(tile.screen())")
        #expect(try world.run(["remote", "library-add", "artist:Seeds", "album:Wind"]).status == 0)
        #expect(tile.wait(seconds: 10) { BadInputTileTests.notice($0).contains("Added 2 tracks to the queue") } != nil,
                "\(tile.screen())")
        #expect(player.isRunning)
    }
}
