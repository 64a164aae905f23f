import Commands
import NowPlaying
import Settings
import Testing
@testable import ControlCenter

/// Stars in the Library panel: a server's starred songs, albums and artists are marked `*` in
/// the margin, `*` on a row sends `star` or `unstar` for it, and the mark changes only once the
/// player says the server took it (`NowPlayingValue.serverStar`).
@Suite struct LibraryPanelStarTests {
    let target = RecordingSource()
    let now = TileFixtures.now

    /// A player with a library of one artist and a server "home" whose Polar and Solar Wind are starred.
    func controller() -> TileController {
        target.answer = { intent in
            guard case let .library(query) = intent else { return nil }
            var list: LibraryList
            switch query {
            case .artists: list = LibraryList(query: query, rows: .artists([.init(name: "Seeds", albums: 1)]))
            case .server("home", .top):
                list = LibraryList(query: query, rows: .shelves([
                    .init(title: "Recently added", opens: .server("home", .albumList(type: "newest", title: "Recently added"))),
                    .init(title: "Aurora Fields", detail: "2 albums", opens: .server("home", .albums(artistID: "ar-1", artist: "Aurora Fields")),
                          queues: .server("home", .artistTracks(artistID: "ar-1", artist: "Aurora Fields")), starred: false),
                ]))
            case .server("home", .albums(artistID: "ar-1", artist: "Aurora Fields")):
                list = LibraryList(query: query, rows: .albums([
                    .init(title: "Polar", year: 2024, tracks: 2, id: "al-1", starred: true),
                    .init(title: "Tundra", year: 2021, tracks: 1, id: "al-2", starred: false),
                ]))
            case .server("home", .tracks(albumID: "al-1", artist: "Aurora Fields", album: "Polar")):
                list = LibraryList(query: query, rows: .tracks([
                    .init(path: "subsonic://home/s-1", title: "Solar Wind", artist: "Aurora Fields", album: "Polar", number: 1, duration: 40,
                          starred: true),
                    .init(path: "subsonic://home/s-2", title: "Magnetosphere", artist: "Aurora Fields", album: "Polar", number: 2, duration: 40,
                          starred: false),
                ]))
            default: list = LibraryList(query: query, rows: .tracks([]), problem: .unreadable("not in this test"))
            }
            list.servers = ["home"]
            return .library(list)
        }
        return target.controller(TileFixtures.info(), ui: .defaults)
    }

    func press(_ tile: TileController, _ keys: String...) {
        target.press(keys, on: tile, now: now)
    }

    func screen(_ tile: TileController, ascii: Bool = false) -> [String] {
        TileFixtures.render(tile.state(now: now), columns: 80, rows: 8, ascii: ascii).grid.lines
    }

    @Test func starredAlbumsAndSongsAreMarkedInTheMarginAndTheKeysLineSaysStar() {
        let tile = controller()
        press(tile, "L", "tab", "down", "enter")
        #expect(screen(tile) == [
            "╭─ home: Aurora Fields ─────────────────────────────────────────────── 1 of 2 ─╮",
            "│ *2024  Polar                                                       2 tracks  │",
            "│  2021  Tundra                                                       1 track  │",
            "│                                                                              │",
            "│                                                                              │",
            "│                                                                              │",
            "│  Enter open/play · a add · A next · / search · ← back · Tab source · * star  │",
            "╰──────────────────────────────────────────────────────────────────────────────╯",
        ], "\(screen(tile).joined(separator: "\n"))")
        press(tile, "enter")
        #expect(screen(tile, ascii: true)[1...2] == [
            "| *01  Solar Wind                                                        0:40  |",
            "|  02  Magnetosphere                                                     0:40  |",
        ], "\(screen(tile, ascii: true).joined(separator: "\n"))")
    }

    @Test func starOnASongSendsStarAndTheMarkChangesOnlyOnceTheServerTookIt() {
        let tile = controller()
        press(tile, "L", "tab", "down", "enter", "enter", "down", "*")
        #expect(target.commands == [.star("subsonic://home/s-2", true)])
        #expect(!screen(tile)[2].hasPrefix("│ *"), "not marked before the server took it")
        target.publish(.serverStar(ServerStar(server: "home", kind: .song, id: "s-2", starred: true)))
        #expect(screen(tile)[2].hasPrefix("│ *02  Magnetosphere"), "\(screen(tile)[2])")
        press(tile, "up", "*")
        #expect(target.commands.last == .star("subsonic://home/s-1", false), "a starred song is unstarred")
        target.publish(.serverStar(ServerStar(server: "home", kind: .song, id: "s-1", starred: false)))
        #expect(screen(tile)[1].hasPrefix("│  01  Solar Wind"), "\(screen(tile)[1])")
        // Another server's star of the same id leaves this list as it was.
        target.publish(.serverStar(ServerStar(server: "away", kind: .song, id: "s-2", starred: false)))
        #expect(screen(tile)[2].hasPrefix("│ *02  Magnetosphere"))
    }

    @Test func starOnAnAlbumAndOnAnArtistNamesThemByTheirLocations() {
        let tile = controller()
        press(tile, "L", "tab", "down", "*")
        #expect(target.commands == [.star("subsonic://home/artist/ar-1", true)])
        target.publish(.serverStar(ServerStar(server: "home", kind: .artist, id: "ar-1", starred: true)))
        #expect(screen(tile)[2].hasPrefix("│ *Aurora Fields"), "\(screen(tile)[2])")
        press(tile, "enter", "*")
        #expect(target.commands.last == .star("subsonic://home/album/al-1", false))
    }

    @Test func whatCannotBeStarredSaysSoAndSendsNothing() {
        let tile = controller()
        press(tile, "L")
        #expect(screen(tile)[6].contains("Tab source") && !screen(tile)[6].contains("star"), "the library's keys line has no star")
        press(tile, "*")
        #expect(tile.state(now: now).toast == "Only a server's songs, albums and artists can be starred")
        press(tile, "tab", "*")
        #expect(tile.state(now: now).toast == "This cannot be starred", "an album list is not the server's to star")
        #expect(target.commands.isEmpty)
    }
}
