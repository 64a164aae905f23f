import Commands
import MusicLibrary
import NowPlaying
import Settings
import Testing
import TestSupport
@testable import ControlCenter

/// The Library panel over a source that answers its lists from a real index of real files (as
/// the player's `SessionSource` does): keys browse, search, play and append, and what it shows
/// is drawn as text.
@Suite struct LibraryPanelTests {
    static let library: Result<(folder: String, database: String), Error> = Result {
        let folder = try Fixtures.musicFolder([
            .init("Seeds/Wind/01.mp3", ["title": "Magnificent", "artist": "Seeds", "album": "Wind", "date": "2003", "track": "1"]),
            .init("Seeds/Wind/02.mp3", ["title": "Northern Light", "artist": "Seeds", "album": "Wind", "date": "2003", "track": "2"]),
            .init("Seeds/Roots/01.mp3", ["title": "Roots One", "artist": "Seeds", "album": "Roots", "date": "1999", "track": "1"]),
            .init("Ab/01.mp3", ["title": "바람의 노래", "artist": "Abba", "album": "Gold"]),
        ])
        let database = try TestWorld.makeFolder(prefix: "pddb") + "/playdeck/library.db"
        let index = try LibraryIndex(path: database)
        _ = try LibraryScanner(index: index).scan([folder])
        return (folder, database)
    }

    let target = RecordingSource()
    let now = TileFixtures.now

    func controller() throws -> TileController {
        let answers = LibraryAnswers(path: try Self.library.get().database)
        target.answer = { intent in
            guard case let .library(query) = intent else { return nil }
            return .library(answers.answer(query))
        }
        return target.controller(TileFixtures.info(), ui: .defaults)
    }

    func press(_ tile: TileController, _ keys: String...) {
        target.press(keys, on: tile, now: now)
    }

    func screen(_ tile: TileController) -> [String] {
        TileFixtures.render(tile.state(now: now), columns: 60, rows: 10).grid.lines
    }

    @Test func oneOpensTheArtistsAndEnterGoesToAlbumsOldestFirstThenTracks() throws {
        let tile = try controller()
        press(tile, "L")
        #expect(screen(tile)[0...3] == [
            "╭─ Library ─────────────────────────────────────── 1 of 2 ─╮",
            "│  Abba                                           1 album  │",
            "│  Seeds                                         2 albums  │",
            "│                                                          │",
        ], "\(screen(tile).joined(separator: "\n"))")
        press(tile, "down", "enter")
        #expect(screen(tile)[0...2] == [
            "╭─ Seeds ───────────────────────────────────────── 1 of 2 ─╮",
            "│  1999  Roots                                    1 track  │",
            "│  2003  Wind                                    2 tracks  │",
        ], "\(screen(tile).joined(separator: "\n"))")
        press(tile, "j", "enter")
        let shown = screen(tile)
        #expect(shown[0].hasPrefix("╭─ Seeds — Wind ") && shown[1].contains("01  Magnificent") && shown[2].contains("02  Northern Light"))
        press(tile, "left", "left")
        #expect(screen(tile)[2].contains("Seeds"), "back up to the Artists, on the artist it was on")
    }

    @Test func enterOnATrackPlaysItsAlbumInPlaceOfTheQueue() throws {
        let tile = try controller()
        let folder = try Self.library.get().folder
        press(tile, "L", "down", "enter", "down", "enter", "enter")
        #expect(target.commands == [.add(folder + "/Seeds/Wind/01.mp3", .replace), .add(folder + "/Seeds/Wind/02.mp3")])
        #expect(tile.overlay == .none, "the panel closes on what plays")
        #expect(tile.state(now: now).toast == "Playing Wind (2 tracks)")
    }

    /// From the second track: it plays at once, and the first is put back in front of it.
    @Test func enterOnATrackInTheMiddlePlaysFromItWithTheTracksBeforeItInFront() throws {
        let tile = try controller()
        let folder = try Self.library.get().folder + "/Seeds/Wind/"
        press(tile, "L", "down", "enter", "down", "enter", "down", "enter")
        #expect(target.commands == [.add(folder + "02.mp3", .replace), .add(folder + "01.mp3"), .move(from: 2, to: 1)])
    }

    @Test func enterOnASearchResultPlaysTheSearchsTracksFromIt() throws {
        let tile = try controller()
        let folder = try Self.library.get().folder
        press(tile, "L", "/", "s", "e", "e", "d", "s", "enter", "down", "enter")
        #expect(target.commands == [.add(folder + "/Seeds/Wind/01.mp3", .replace), .add(folder + "/Seeds/Wind/02.mp3"),
                                    .add(folder + "/Seeds/Roots/01.mp3"), .move(from: 3, to: 1)])
        #expect(tile.state(now: now).toast == "Playing 'seeds' (3 tracks)")
    }

    @Test func capitalAQueuesTheHighlightedAlbumNext() throws {
        let tile = try controller()
        let folder = try Self.library.get().folder + "/Seeds/Wind/"
        press(tile, "L", "down", "enter", "down", "A")
        #expect(target.commands == [.add(folder + "01.mp3", .next), .add(folder + "02.mp3", .next)])
        #expect(tile.state(now: now).toast == "2 tracks play next")
        #expect(tile.overlay == .library, "the panel stays open to queue more")
    }

    @Test func aAppendsTheHighlightedArtistsTracksInAlbumOrder() throws {
        let tile = try controller()
        let folder = try Self.library.get().folder
        press(tile, "L", "down", "a")
        #expect(target.commands == ["Roots/01", "Wind/01", "Wind/02"].map { .add(folder + "/Seeds/" + $0 + ".mp3") })
        #expect(tile.state(now: now).toast == "Added 3 tracks to the queue")
    }

    @Test func typingAfterSlashSearchesAsItGoes() throws {
        let tile = try controller()
        press(tile, "L", "/", "n", "o")
        #expect(screen(tile)[1].contains("Northern Light — Seeds — Wind"))
        #expect(screen(tile)[8].contains("/no_"))
        press(tile, "backspace", "backspace", "바")
        #expect(screen(tile)[1].contains("바람의 노래 — Abba — Gold"))
        press(tile, "esc")
        #expect(screen(tile)[0].hasPrefix("╭─ Library "), "Esc leaves the search for where it began")
        press(tile, "L")
        #expect(tile.overlay == .none)
    }

    /// A source whose library is empty (offering `offer`) until `filled`, then holds Seeds.
    func emptyLibrary(offer: String?, filled: @escaping () -> Bool) {
        target.answer = { intent in
            guard case let .library(query) = intent else { return nil }
            if filled(), query == .artists { return .library(LibraryList(query: query, rows: .artists([.init(name: "Seeds", albums: 1)]))) }
            return .library(LibraryList(query: query, rows: .tracks([]), problem: .empty(offer: offer)))
        }
    }

    @Test func anEmptyLibrarySaysHowToMakeOneAndEnterAddsTheOfferedFolderUntilTheLibraryChanges() {
        var filled = false
        emptyLibrary(offer: "~/Music") { filled }
        let tile = target.controller(nil, ui: .defaults)
        press(tile, "L")
        #expect(tile.overlay == .library, "the panel stays open on an empty library")
        #expect(screen(tile) == [
            "╭─ Library ──────────────────────────────────────── empty ─╮",
            "│  No library yet: playdeck library add ~/Music            │",
            "│                                                          │",
            "│  Enter adds ~/Music, your music folder                   │",
            "│                                                          │",
            "│                                                          │",
            "│                                                          │",
            "│                                                          │",
            "│  Enter add ~/Music · Esc close                           │",
            "╰──────────────────────────────────────────────────────────╯",
        ], "\(screen(tile).joined(separator: "\n"))")
        press(tile, "enter")
        #expect(target.commands == [.libraryScan("~/Music")])
        #expect(screen(tile)[3] == "│  Adding ~/Music to the library…                          │", "\(screen(tile)[3])")
        press(tile, "enter", "a")
        #expect(target.commands == [.libraryScan("~/Music")], "one folder is added once")
        filled = true
        target.publish(.libraryChanged)
        #expect(target.intents.last == .library(.artists), "the list shown is asked for again")
        #expect(screen(tile)[1] == "│  Seeds                                          1 album  │", "\(screen(tile).joined(separator: "\n"))")
    }

    @Test func withoutAFolderToOfferTheEmptyLibraryNamesTheCommandAndARefusedAddIsOfferedAgain() {
        emptyLibrary(offer: nil) { false }
        let tile = target.controller(nil, ui: .defaults)
        press(tile, "L")
        #expect(screen(tile)[1] == "│  No library yet: playdeck library add DIR                │", "\(screen(tile)[1])")
        press(tile, "enter")
        #expect(target.commands.isEmpty, "nothing to add without a folder")
        emptyLibrary(offer: "~/Music") { false }
        target.status = .disabled("Already adding ~/Other to the library")
        target.publish(.libraryChanged)
        _ = target.intents
        press(tile, "enter")
        #expect(tile.state(now: now).toast == "Already adding ~/Other to the library")
        #expect(screen(tile)[3] == "│  Enter adds ~/Music, your music folder                   │", "\(screen(tile)[3])")
    }

    @Test func aChangedLibraryIsAskedForAgainWithTheHighlightKept() throws {
        let tile = try controller()
        press(tile, "L", "down")
        #expect(tile.state(now: now).libraryPanel?.selected == 1)
        let asked = target.intents.count
        target.publish(.libraryChanged)
        #expect(target.intents.count == asked + 1 && target.intents.last == .library(.artists))
        #expect(tile.state(now: now).libraryPanel?.selected == 1, "the files that arrived do not move the highlight")
    }

    @Test func aSourceWithoutALibrarySaysTheKeyIsNotAvailableHere() {
        target.answer = { intent in
            guard case let .library(query) = intent else { return nil }
            return .library(.unavailable(query))
        }
        let tile = target.controller(TileFixtures.info(), ui: .defaults)
        press(tile, "L")
        #expect(tile.overlay == .none)
        #expect(tile.state(now: now).toast == "'library' is not available here")
    }

    @Test func theListIsAskedOfTheSourceAndDrawnWhenItsAnswerComes() {
        let tile = target.controller(TileFixtures.info(), ui: .defaults)
        press(tile, "L")
        #expect(target.intents == [.library(.artists)])
        #expect(screen(tile)[1].contains("Reading the library…"), "\(screen(tile).joined(separator: "\n"))")
        target.publish(.library(LibraryList(query: .artists, rows: .artists([LibraryList.Artist(name: "Far Away", albums: 3)]))))
        #expect(screen(tile)[1].contains("Far Away") && screen(tile)[1].contains("3 albums"))
        press(tile, "enter")
        #expect(target.intents.last == .library(.albums(artist: "Far Away")))
    }

    @Test func anAnswerToASearchSinceTypedOverIsDropped() {
        let tile = target.controller(TileFixtures.info(), ui: .defaults)
        press(tile, "L")
        target.publish(.library(LibraryList(query: .artists, rows: .artists([]))))
        press(tile, "/", "n", "o")
        #expect(target.intents.suffix(2) == [.library(.search("n")), .library(.search("no"))])
        func track(_ title: String) -> LibraryList.Track { LibraryList.Track(path: "/m/" + title, title: title, artist: "Seeds") }
        target.publish(.library(LibraryList(query: .search("no"), rows: .tracks([track("Northern Light")]))))
        target.publish(.library(LibraryList(query: .search("n"), rows: .tracks([track("Night"), track("Northern Light")]))))
        #expect(screen(tile)[1].contains("Northern Light — Seeds") && !screen(tile)[2].contains("Northern Light"),
                "\(screen(tile).joined(separator: "\n"))")
    }

    @Test func aListThatCannotBeReadSaysWhyInThePanel() {
        let tile = target.controller(TileFixtures.info(), ui: .defaults)
        press(tile, "L")
        target.publish(.library(LibraryList(query: .artists, rows: .artists([]), problem: .unreadable("disk I/O error"))))
        #expect(tile.overlay == .library)
        #expect(screen(tile)[1].contains("Cannot read the library: disk I/O error"))
    }

    @Test func anArtistsTracksThatCannotBeReadAreSaidNotAppended() {
        let tile = target.controller(TileFixtures.info(), ui: .defaults)
        press(tile, "L")
        target.publish(.library(LibraryList(query: .artists, rows: .artists([LibraryList.Artist(name: "Seeds", albums: 2)]))))
        press(tile, "a")
        #expect(target.intents.last == .library(.artistTracks(artist: "Seeds")))
        target.publish(.library(LibraryList(query: .artistTracks(artist: "Seeds"), rows: .tracks([]), problem: .unreadable("disk I/O error"))))
        #expect(target.commands.isEmpty)
        #expect(tile.state(now: now).toast == "Cannot read the library: disk I/O error")
    }
}
