import Foundation
import Testing
import TestSupport

/// `playdeck attach` in tmux beside the player's own tile: the same screen, cell for cell and
/// colour for colour; a key in any attached tile reaches the one player and every tile; the
/// player's notices reach attached tiles.
@Suite struct AttachScreenTests {
    typealias Pane = TileEndToEndTests.Pane

    /// Colours on, whatever the runner has, so that the cover's cells are compared too.
    static let colours = ["NO_COLOR": ""]

    /// The screen with its colours (`capture-pane -e`).
    static func colouredScreen(_ pane: Pane) -> String {
        (try? pane.tmux(["capture-pane", "-p", "-e"])) ?? ""
    }

    /// Waits until both panes show the same screen, colours included, and it is the one
    /// `condition` describes; records the two screens when they never agree.
    static func expectSame(_ one: Pane, _ other: Pane, _ what: String, seconds: Double = 10,
                           sourceLocation: SourceLocation = #_sourceLocation, where condition: (String) -> Bool) {
        let agreed = one.wait(seconds: seconds) { screen in
            condition(screen) && condition(other.screen()) && colouredScreen(one) == colouredScreen(other)
        }
        guard agreed == nil else { return }
        let mine = colouredScreen(one).split(separator: "\n", omittingEmptySubsequences: false)
        let theirs = colouredScreen(other).split(separator: "\n", omittingEmptySubsequences: false)
        let differing = zip(mine, theirs).enumerated().filter { $0.element.0 != $0.element.1 }.map { "row \($0.offset)" }
        Issue.record("\(what) differs (\(differing.joined(separator: ", "))):\n\(one.screen())\n\(other.screen())",
                     sourceLocation: sourceLocation)
    }

    @Test func theAttachedTileShowsExactlyWhatThePlayersOwnTileShows() throws {
        let world = try TestWorld()
        let song = try Fixtures.tone(seconds: 60, title: "Same Screen", artist: "Same Artist", album: "Seeds", cover: true)
        let second = try Fixtures.tone(seconds: 20, title: "Second Item", frequency: 550)
        let own = try Pane(["--pause", "--start", "5", "--no-mpris", song, second], environment: Self.colours, world: world)
        try #require(own.wait(seconds: 10) { $0.contains("Same Screen") && TileEndToEndTests.elapsed($0) != nil } != nil,
                     "no tile: \(own.screen())")
        let attached = try Attach.tile(in: world, environment: Self.colours)
        let cover = attached.wait(seconds: 10) { $0.contains("Same Screen") && ArtworkEndToEndTests.showsArtwork(attached) }
        try #require(cover != nil, "no cover in the attached tile: \(attached.screen())")
        // Both paused at 0:05: the same time, the same cover, the same everything.
        Self.expectSame(own, attached, "the tile") { $0.contains("╭─ Now Playing") && $0.contains("Same Artist — Seeds") }
        #expect(ArtworkEndToEndTests.showsArtwork(own))
        // A panel or menu is the tile's own: each gets the same key.
        for (key, title, shows) in [("l", "Queue", "Second Item"), ("i", "Info", "Same Artist"), ("s", "Speed", "1.25×"),
                                    ("?", "Keys", "play or pause")] {
            for pane in [own, attached] { try pane.tmux(["send-keys", "-l", key]) }
            Self.expectSame(own, attached, "the \(title) panel") { $0.contains("╭─ \(title)") && $0.contains(shows) }
            for pane in [own, attached] { try pane.send("Escape") }
            Self.expectSame(own, attached, "the tile after \(title)") { !$0.contains("╭─ \(title)") && $0.contains("╭─ Now Playing") }
        }
    }

    @Test func theAttachedTileDrawsTheCornersCoverAskedOverTheSocket() throws {
        let world = try TestWorld()
        let talk = try Fixtures.tone(seconds: 60, title: "Main Talk", frequency: 300)
        let podcast = try Fixtures.tone(seconds: 60, title: "Covered Podcast", embedding: try Fixtures.bigCover(side: 600))
        let own = try Pane(["--no-mpris", "--pip", podcast, talk], environment: Self.colours, world: world)
        try #require(own.wait(seconds: 10) { $0.contains("Covered Podcast") } != nil, "no corner: \(own.screen())")
        let attached = try Attach.tile(in: world, environment: Self.colours)
        let picture = attached.wait(seconds: 10) { screen in
            PictureInPictureTileEndToEndTests.pictureBeside("Covered Podcast", in: screen).map { $0.count >= 4 && !$0.contains("♪") } ?? false
        }
        #expect(picture != nil, "no cover in the attached tile's corner: \(attached.screen())")
    }

    @Test func spaceInOneAttachedTilePausesThePlayerAndBothTilesShowIt() throws {
        let world = try TestWorld()
        let player = try BackgroundPlayer([try Fixtures.tone(seconds: 120, title: "Two Tiles")], in: world)
        let first = try Attach.tile(in: world), second = try Attach.tile(in: world)
        for pane in [first, second] {
            let playing = pane.wait(seconds: 10) { $0.contains("Two Tiles") && TileEndToEndTests.transportRow($0).contains("❚❚") }
            try #require(playing != nil, "not playing: \(pane.screen())")
        }
        try first.send("Space")
        for pane in [first, second] {
            #expect(pane.wait { TileEndToEndTests.transportRow($0).contains("▶") } != nil, "not paused: \(pane.screen())")
        }
        #expect(try Attach.Status(world).state == "paused")
        // Paused, the two clocks stand at the same second.
        let stopped = TileEndToEndTests.elapsed(first.screen())
        #expect(stopped != nil && TileEndToEndTests.elapsed(second.screen()) == stopped)
        try second.send("Space")
        for pane in [first, second] {
            #expect(pane.wait { TileEndToEndTests.transportRow($0).contains("❚❚") } != nil, "not playing: \(pane.screen())")
        }
        #expect(try Attach.Status(world).state == "playing")
        #expect(player.isRunning)
    }

    @Test func anItemThePlayerCannotPlayIsANoticeInTheAttachedTile() throws {
        let world = try TestWorld()
        let first = try Fixtures.tone(seconds: 120, title: "Before The Gap")
        let last = try Fixtures.tone(seconds: 120, title: "After The Gap", frequency: 660)
        let player = try BackgroundPlayer([first, world.media + "/gone.mp3", last], in: world)
        let tile = try Attach.tile(in: world)
        try #require(tile.wait(seconds: 10) { $0.contains("Before The Gap") } != nil, "no tile: \(tile.screen())")
        #expect(try world.run(["remote", "next"]).status == 0)
        let notice = tile.wait(seconds: 10) { BadInputTileTests.notice($0).contains("gone.mp3: cannot play") }
        #expect(notice != nil, "no notice: \(tile.screen())")
        #expect(tile.wait { $0.contains("After The Gap") } != nil, "the player did not go on: \(tile.screen())")
        #expect(player.isRunning)
    }
}
