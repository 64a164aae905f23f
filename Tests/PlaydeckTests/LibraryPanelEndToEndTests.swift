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
        let player = try BackgroundPlayer(["--pause", music + "/Other/01.ogg"], in: world)
        defer { withExtendedLifetime(player) {} }
        // The tracks last 0.55 s: the album would end, and the player with it, maybe before a
        // loaded machine has started the first `status` below. The chosen track repeats instead.
        #expect(try world.run(["remote", "repeat", "track"]).status == 0)
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
        let status = try Attach.waitForStatus(in: world) { $0.title == "Magnificent" }
        #expect(status.title == "Magnificent", "the player did not play the track chosen in the attached tile")
    }
}
