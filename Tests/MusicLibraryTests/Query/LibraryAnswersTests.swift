import MusicLibrary
import NowPlaying
import Testing
import TestSupport

/// The Library panel's lists as the player's side answers them, over an index of real files
/// (LibraryFixture) scanned by the real scanner.
@Suite struct LibraryAnswersTests {
    let answers = LibraryAnswers(path: (try? LibraryReaderTests.library.get()) ?? "/nonexistent/library.db")

    func tracks(_ query: LibraryListQuery) -> [String] {
        guard case let .tracks(tracks) = answers.answer(query).rows else { return [] }
        return tracks.map(\.title)
    }

    @Test func theArtistsAreTheShelfArtistsInNameOrderWithTheirAlbumCounts() throws {
        let answer = answers.answer(.artists)
        #expect(answer.query == .artists && answer.problem == nil)
        guard case let .artists(artists) = answer.rows else { Issue.record("\(answer)"); return }
        #expect(artists.first { $0.name == "Seeds" }?.albums == 2)
        #expect(artists.contains { $0.name == "Various Artists" } && !artists.contains { $0.name == "Anna" })
        #expect(artists.map(\.name) == artists.map(\.name).sorted())
    }

    @Test func anArtistsAlbumsComeOldestFirstAndAnAlbumsTracksInDiscAndTrackOrder() throws {
        guard case let .albums(albums) = answers.answer(.albums(artist: "Seeds")).rows else { Issue.record("no albums"); return }
        #expect(albums == [LibraryList.Album(title: "Roots", year: 1999, tracks: 2), LibraryList.Album(title: "Wind", year: 2003, tracks: 3)])
        #expect(tracks(.tracks(artist: "Seeds", album: "Roots")) == ["First Disc", "Second Disc"])
        guard case let .tracks(wind) = answers.answer(.tracks(artist: "Seeds", album: "Wind")).rows, let first = wind.first else {
            Issue.record("no tracks")
            return
        }
        #expect(first.number == 1 && first.artist == "Seeds" && first.album == "Wind" && first.path.hasSuffix("/Seeds/Wind/01.mp3"))
    }

    @Test func anArtistsTracksAreEveryAlbumsInAlbumOrder() {
        #expect(tracks(.artistTracks(artist: "Seeds")) == ["First Disc", "Second Disc", "Magnificent", "Northern Light", "Harbour"])
    }

    @Test func aSearchFindsTracksAndNamesItsQuery() {
        #expect(tracks(.search("north")) == ["Northern Light"])
        #expect(answers.answer(.search("north")).query == .search("north"))
        #expect(tracks(.search("")) == [])
    }

    @Test func withoutADatabaseTheLibraryIsEmptyAndAFileThatIsNoDatabaseIsUnreadable() throws {
        #expect(LibraryAnswers(path: "/nonexistent/library.db").answer(.artists).problem == .empty(offer: nil))
        let path = try Fixtures.file(named: "library.db", bytes: Array(String(repeating: "not a database ", count: 300).utf8))
        let answer = LibraryAnswers(path: path).answer(.artists)
        guard case .unreadable? = answer.problem else { Issue.record("\(answer)"); return }
    }
}
