import Foundation
import Testing
import TestSupport

/// The Library panel in the real binary inside tmux: its lists come from the player's library
/// through the tile's source, and Enter on a track plays it with the album's tracks after it.
@Suite struct LibraryPanelEndToEndTests {
    typealias Pane = TileEndToEndTests.Pane

    @Test func lBrowsesTheLibraryAndEnterPlaysATrackWithTheRestOfItsAlbum() throws {
        let (world, music) = try LibraryCommandTests.world()
        #expect(try world.run(["library", "add", music]).status == 0)
        let pane = try Pane(["--pause", music + "/Other/01.ogg"], world: world)
        try #require(pane.wait { $0.contains("바람의 노래") } != nil, "\(pane.screen())")
        // The tracks last 0.55 s: the album would end, and the player with it, before a loaded
        // machine has looked at the queue. The chosen track repeats instead.
        #expect(try world.run(["remote", "repeat", "track"]).status == 0)
        try pane.send("L")
        let artists = pane.wait { $0.contains("Library") && $0.contains("Seeds") && $0.contains("2 albums") }
        try #require(artists != nil, "no artists: \(pane.screen())")
        try pane.send("Enter")
        try #require(pane.wait { $0.contains("1999  Roots") && $0.contains("2003  Wind") } != nil, "no albums: \(pane.screen())")
        try pane.send("j", "Enter")
        try #require(pane.wait { $0.contains("01  Magnificent") && $0.contains("02  Northern Light") } != nil,
                     "no tracks: \(pane.screen())")
        try pane.send("Enter")
        let playing = pane.wait { $0.contains("Now Playing") && $0.contains("Magnificent") && !$0.contains("Library") }
        #expect(playing != nil, "Enter did not play the track: \(pane.screen())")
        try pane.send("Tab")
        #expect(pane.wait { $0.contains("Queue") && $0.contains("Northern Light") } != nil,
                "the rest of the album is not queued after it: \(pane.screen())")
    }

    @Test func anAttachedTileBrowsesTheLibraryOfThePlayerItIsAttachedTo() throws {
        let (world, music) = try LibraryCommandTests.world()
        #expect(try world.run(["library", "add", music]).status == 0)
        // --idle: the tracks last half a second, and a player that ended with its queue could
        // not be asked what it queued.
        let player = try BackgroundPlayer(["--pause", music + "/Other/01.ogg"], in: world, options: ["--no-mpris", "--idle"])
        defer { withExtendedLifetime(player) {} }
        let pane = try Attach.tile(in: world)
        try #require(pane.wait(seconds: 10) { $0.contains("바람의 노래") } != nil, "no tile: \(pane.screen())")
        try pane.send("L")
        let artists = pane.wait { $0.contains("Library") && $0.contains("Seeds") && $0.contains("2 albums") }
        try #require(artists != nil, "no artists over the socket: \(pane.screen())")
        try pane.send("Enter")
        try #require(pane.wait { $0.contains("1999  Roots") && $0.contains("2003  Wind") } != nil, "no albums: \(pane.screen())")
        try pane.send("j", "Enter")
        try #require(pane.wait { $0.contains("01  Magnificent") } != nil, "no tracks: \(pane.screen())")
        try pane.send("Enter")
        // What shows the choice reached the player is its queue, which stays: the title lasts
        // only the half second the track plays, which a loaded machine's status poll can miss.
        let deadline = Date().addingTimeInterval(10)
        var queue = try world.run(["remote", "queue"]).stdout
        while !(queue.contains("Magnificent") && queue.contains("Northern Light")), Date() < deadline {
            queue = try world.run(["remote", "queue"]).stdout
        }
        #expect(queue.contains("2. Magnificent") && queue.contains("3. Northern Light"),
                "the player did not queue the track chosen in the attached tile and the album after it: \(queue)")
    }
}
