import Commands
import NowPlaying
import Settings
import Testing
@testable import ControlCenter

/// The Library panel on a Subsonic server's lists (`LibraryLevel`): Tab goes from the library
/// to each server the source names, and Artists → Albums → Tracks and the search go by the
/// server's ids, as the local library goes by names. The source here answers as the player's
/// would, at once (its asynchrony is `SubsonicLibraryAnswersTests`').
@Suite struct LibraryLevelTests {
    let target = RecordingSource()
    let now = TileFixtures.now

    /// A player with a library of one artist and a server "home" of two.
    func controller(servers: [String] = ["home"]) -> TileController {
        target.answer = { intent in
            guard case let .library(query) = intent else { return nil }
            var list: LibraryList
            switch query {
            case .artists: list = LibraryList(query: query, rows: .artists([.init(name: "Seeds", albums: 1)]))
            case .server("home", .top):
                list = LibraryList(query: query, rows: .shelves([
                    .init(title: "Recently added", opens: .server("home", .albumList(type: "newest", title: "Recently added"))),
                    .init(title: "Aurora Fields", detail: "2 albums", opens: .server("home", .albums(artistID: "ar-1", artist: "Aurora Fields")),
                          queues: .server("home", .artistTracks(artistID: "ar-1", artist: "Aurora Fields"))),
                ]))
            case .server("home", .albumList(type: "newest", title: "Recently added")):
                list = LibraryList(query: query, rows: .albums([.init(title: "Hush", year: 2019, tracks: 3, id: "al-2", artist: "The Quiet Ones")]))
            case .server("home", .albums(artistID: "ar-1", artist: "Aurora Fields")):
                list = LibraryList(query: query, rows: .albums([.init(title: "Polar", year: 2024, tracks: 2, id: "al-1")]))
            case .server("home", .tracks(albumID: "al-1", artist: "Aurora Fields", album: "Polar")),
                 .server("home", .artistTracks(artistID: "ar-1", artist: "Aurora Fields")):
                list = LibraryList(query: query, rows: .tracks([
                    .init(path: "subsonic://home/s-1", title: "Solar Wind", artist: "Aurora Fields", album: "Polar", number: 1, duration: 40),
                    .init(path: "subsonic://home/s-2", title: "Magnetosphere", artist: "Aurora Fields", album: "Polar", number: 2, duration: 40),
                ]))
            case .server("home", .playlists):
                let trip = LibraryListQuery.server("home", .playlist(id: "pl-1", name: "Road Trip"))
                list = LibraryList(query: query, rows: .shelves([.init(title: "Road Trip", detail: "2 tracks", opens: trip, queues: trip)]))
            case .server("home", .playlist(id: "pl-1", name: "Road Trip")):
                list = LibraryList(query: query, rows: .tracks([
                    .init(path: "subsonic://home/s-9", title: "Whisper", artist: "The Quiet Ones", album: "Hush", disc: 1, number: 2),
                    .init(path: "subsonic://home/s-1", title: "Solar Wind", artist: "Aurora Fields", album: "Polar", disc: 1, number: 1),
                ]))
            case let .server("home", .search(text)):
                list = LibraryList(query: query, rows: .tracks(text.isEmpty ? [] : [
                    .init(path: "subsonic://home/s-9", title: "Whisper", artist: "The Quiet Ones", album: "Hush"),
                ]))
            default: list = LibraryList(query: query, rows: .tracks([]), problem: .unreadable("not in this test"))
            }
            list.servers = servers
            return .library(list)
        }
        return target.controller(TileFixtures.info(), ui: .defaults)
    }

    func press(_ tile: TileController, _ keys: String...) {
        target.press(keys, on: tile, now: now)
    }

    func screen(_ tile: TileController) -> [String] {
        TileFixtures.render(tile.state(now: now), columns: 70, rows: 10).grid.lines
    }

    @Test func tabGoesToTheServersTopListAndBackToTheLibrary() {
        let tile = controller()
        press(tile, "L", "tab")
        #expect(target.intents.last == .library(.server("home", .top)))
        #expect(screen(tile)[0...2] == [
            "╭─ home ──────────────────────────────────────────────────── 1 of 2 ─╮",
            "│  Recently added                                                    │",
            "│  Aurora Fields                                           2 albums  │",
        ], "\(screen(tile).joined(separator: "\n"))")
        #expect(screen(tile)[8].contains("Tab source"))
        press(tile, "tab")
        #expect(target.intents.last == .library(.artists))
        #expect(screen(tile)[0].hasPrefix("╭─ Library "))
    }

    @Test func aServersArtistsAlbumsAndTracksAreAskedByItsIdsAndQueuedByTheirPaths() {
        let tile = controller()
        press(tile, "L", "tab", "down", "enter")
        #expect(target.intents.last == .library(.server("home", .albums(artistID: "ar-1", artist: "Aurora Fields"))))
        #expect(screen(tile)[0].hasPrefix("╭─ home: Aurora Fields ─"))
        press(tile, "enter")
        #expect(screen(tile)[0].hasPrefix("╭─ home: Aurora Fields — Polar ─"))
        #expect(screen(tile)[1].contains("01  Solar Wind") && screen(tile)[1].contains("0:40"))
        press(tile, "down", "enter")
        #expect(target.commands == [.add("subsonic://home/s-2", .replace), .add("subsonic://home/s-1"), .move(from: 2, to: 1)])
    }

    @Test func aOnAServersArtistAppendsItsTracks() {
        let tile = controller()
        press(tile, "L", "tab", "a")
        #expect(target.commands.isEmpty, "an album list has no tracks of its own to queue")
        press(tile, "down", "a")
        #expect(target.intents.last == .library(.server("home", .artistTracks(artistID: "ar-1", artist: "Aurora Fields"))))
        #expect(target.commands == [.add("subsonic://home/s-1"), .add("subsonic://home/s-2")])
    }

    @Test func aServersAlbumListShowsEachAlbumsArtistAndOpensItsTracks() {
        let tile = controller()
        press(tile, "L", "tab", "enter")
        #expect(screen(tile)[0].hasPrefix("╭─ home: Recently added ─"))
        #expect(screen(tile)[1].contains("2019  Hush — The Quiet Ones") && screen(tile)[1].contains("3 tracks"))
        press(tile, "enter")
        #expect(target.intents.last == .library(.server("home", .tracks(albumID: "al-2", artist: "The Quiet Ones", album: "Hush"))))
        #expect(screen(tile)[0].hasPrefix("╭─ home: The Quiet Ones — Hush ─"))
    }

    @Test func aPlaylistsTracksSayWhoseAndWhichAlbumAndPlayAsThePlaylist() {
        let tile = controller()
        press(tile, "L", "tab")
        target.publish(.library(LibraryList(query: .server("home", .top), rows: .shelves([
            .init(title: "Playlists", opens: .server("home", .playlists)),
        ]))))
        press(tile, "enter", "enter")
        #expect(screen(tile)[0].hasPrefix("╭─ home: Road Trip ─"))
        #expect(screen(tile)[1].contains("Whisper — The Quiet Ones — Hush") && !screen(tile)[1].contains("1-02"))
        press(tile, "enter")
        #expect(target.commands.first == .add("subsonic://home/s-9", .replace))
        #expect(tile.state(now: now).toast == "Playing Road Trip (2 tracks)")
    }

    @Test func slashOnAServerTypesIntoTheServersSearch() {
        let tile = controller()
        press(tile, "L", "tab", "/", "w", "h")
        #expect(target.intents.suffix(2) == [.library(.server("home", .search("w"))), .library(.server("home", .search("wh")))])
        #expect(screen(tile)[0].hasPrefix("╭─ home search ─"))
        #expect(screen(tile)[1].contains("Whisper — The Quiet Ones — Hush"))
        #expect(screen(tile)[8].contains("/wh_"))
        press(tile, "esc")
        #expect(screen(tile)[0].hasPrefix("╭─ home ─"), "Esc leaves the search for the server's list it began on")
    }

    @Test func aServerThatCannotBeReadIsNamedInTheLine() {
        let tile = controller()
        press(tile, "L", "tab")
        target.publish(.library(LibraryList(query: .server("home", .top), rows: .shelves([]),
                                            problem: .unreadable("cannot reach the server: Connection refused"))))
        #expect(screen(tile)[1].contains("Cannot read home: cannot reach the server: Connection refused"))
    }

    /// A person who knows the keys types L then Tab before the library's answer comes.
    @Test func theServersHeardOfAreKnownAtOnceWhenThePanelOpensAgain() {
        let tile = controller()
        press(tile, "L", "esc")
        for name in ["L", "tab"] { if let key = try? KeyName(parsing: name) { tile.handle(.key(key), now: now) } }
        #expect(target.intents.last == .library(.server("home", .top)))
        #expect(screen(tile)[0].hasPrefix("╭─ home ─"))
    }

    @Test func aServersListIsAskedForThenAnEmptyOneSaysSoWithoutTheLibrarysAdvice() {
        let tile = controller()
        press(tile, "L", "tab")
        target.answer = { _ in nil }
        press(tile, "enter")
        #expect(screen(tile)[1].contains("Asking home…"), "\(screen(tile).joined(separator: "\n"))")
        target.publish(.library(LibraryList(query: .server("home", .albumList(type: "newest", title: "Recently added")), rows: .albums([]))))
        #expect(screen(tile)[1].contains("Nothing here on home"), "\(screen(tile).joined(separator: "\n"))")
    }

    @Test func withoutAServerTabIsTheTilesKeyAsBefore() {
        let tile = controller(servers: [])
        press(tile, "L")
        #expect(!screen(tile)[8].contains("Tab"))
        press(tile, "tab")
        #expect(tile.overlay == .queue, "Tab opens the queue, as it did before servers")
    }
}

extension LibraryLevelTests {
    /// The whole panel on a server's album, as text and styles: the server's name in the title,
    /// the highlighted track in reverse, the keys with Tab.
    @Test func aServersAlbumIsDrawnAsTheLibrarysAreWithTheServerInTheTitle() {
        let tile = controller()
        press(tile, "L", "tab", "down", "enter", "enter", "down")
        let frame = TileFixtures.render(tile.state(now: now), columns: 70, rows: 8)
        #expect(frame.grid.lines == [
            "╭─ home: Aurora Fields — Polar ───────────────────────────── 2 of 2 ─╮",
            "│  01  Solar Wind                                              0:40  │",
            "│  02  Magnetosphere                                           0:40  │",
            "│                                                                    │",
            "│                                                                    │",
            "│                                                                    │",
            "│  Enter open/play · a add · A next · / search · ← back · Tab source │",
            "╰────────────────────────────────────────────────────────────────────╯",
        ], "\(frame.grid.lines.joined(separator: "\n"))")
        #expect((0..<8).map { TileFixtures.styles(frame.grid, row: $0) } == [
            "ss.hhhhhhhhhhhhhhhhhhhhhhhhhhh.sssssssssssssssssssssssssssss.ssssss.ss",
            "s....................................................................s",
            "s.SSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSSS.s",
            "s....................................................................s",
            "s....................................................................s",
            "s....................................................................s",
            "s..sssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssss.s",
            "ssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssss",
        ], "\((0..<8).map { TileFixtures.styles(frame.grid, row: $0) }.joined(separator: "\n"))")
    }
}
