import Foundation
import Testing
import TestSupport

/// The Library panel in the real binary inside tmux: its lists come from the player's library
/// through the tile's source; Enter on a track plays its album from it in place of the queue,
/// and A queues the highlighted row next.
@Suite struct LibraryPanelEndToEndTests {
    typealias Pane = TileEndToEndTests.Pane

    /// `remote queue` once it holds `wanted` (or the last answer, at the deadline).
    static func queue(_ world: TestWorld, holding wanted: String) throws -> String {
        let deadline = Date().addingTimeInterval(10)
        var queue = try world.run(["remote", "queue"]).stdout
        while !queue.contains(wanted), Date() < deadline { queue = try world.run(["remote", "queue"]).stdout }
        return queue
    }

    /// The titles of `remote queue`'s lines ("▶ 1. Magnificent — Seeds"), in order.
    static func titles(_ queue: String) -> [String] {
        queue.split(separator: "\n").map { line in
            let title = line.split(separator: ".", maxSplits: 1).last ?? ""
            return String(title.components(separatedBy: " — ")[0]).trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func lBrowsesTheLibraryAndEnterPlaysTheAlbumInPlaceOfTheQueueAndCapitalAQueuesNext() throws {
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
        // Played twice, the album is the queue once (before, it was appended each time).
        try pane.send("L")
        try #require(pane.wait { $0.contains("Library") && $0.contains("2 albums") } != nil, "\(pane.screen())")
        try pane.send("Enter")
        try #require(pane.wait { $0.contains("2003  Wind") } != nil, "no albums: \(pane.screen())")
        try pane.send("j", "Enter")
        try #require(pane.wait { $0.contains("02  Northern Light") } != nil, "no tracks: \(pane.screen())")
        try pane.send("Enter")
        #expect(pane.wait { $0.contains("Playing Wind (2 tracks)") } != nil, "no feedback: \(pane.screen())")
        let twice = try Self.queue(world, holding: "2. Northern Light")
        #expect(Self.titles(twice) == ["Magnificent", "Northern Light"], "\(twice)")
        // A on the Roots album: its track plays next, after the track playing.
        try pane.send("L")
        try #require(pane.wait { $0.contains("Library") && $0.contains("2 albums") } != nil, "\(pane.screen())")
        try pane.send("Enter")
        try #require(pane.wait { $0.contains("1999  Roots") } != nil, "no albums: \(pane.screen())")
        try pane.send("A")
        #expect(pane.wait { $0.contains("1 track plays next") } != nil, "no feedback: \(pane.screen())")
        let next = try Self.queue(world, holding: "2. Roots One")
        #expect(Self.titles(next) == ["Magnificent", "Roots One", "Northern Light"], "\(next)")
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
        let queue = try Self.queue(world, holding: "2. Northern Light")
        #expect(queue.contains("1. Magnificent") && queue.contains("2. Northern Light") && !queue.contains("바람"),
                "the player did not play the album chosen in the attached tile in place of its queue: \(queue)")
    }
}
