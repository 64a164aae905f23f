import MusicLibrary
import Testing

/// Searches and lists over an index of real files (LibraryFixture) scanned by the real scanner.
@Suite struct LibraryReaderTests {
    static let library: Result<String, Error> = Result {
        let (folder, database) = try LibraryFixture.make()
        let index = try LibraryIndex(path: database)
        try index.addFolder(folder)
        _ = try LibraryScanner(index: index).scan([folder])
        return database
    }

    func titles(_ text: String) throws -> [String] {
        try LibraryReader(path: Self.library.get()).search(LibraryQuery(text)).map(\.title)
    }

    @Test func aWordFindsTracksByTheStartOfAnyWordOfTitleArtistOrAlbum() throws {
        #expect(try titles("north") == ["Northern Light"])
        #expect(try titles("light") == ["Northern Light"])
        #expect(try titles("ight") == [])
        #expect(try titles("seeds wind") == ["Magnificent", "Northern Light", "Harbour"])
    }

    @Test func accentedLatinIsFoundWithoutItsAccents() throws {
        #expect(try titles("beyonce") == ["Déjà Vu"])
        #expect(try titles("deja") == ["Déjà Vu"])
        #expect(try titles("DÉJÀ") == ["Déjà Vu"])
    }

    @Test func koreanIsFoundByTheStartOfAWordOrAnyThreeSyllables() throws {
        #expect(try titles("바람") == ["바람의 노래"])
        #expect(try titles("노래") == ["바람의 노래"])
        #expect(try titles("조용") == ["바람의 노래"])
        #expect(try titles("랑의 노") == [])
        #expect(try titles("사랑의") == ["바람의 노래"])
    }

    @Test func japaneseIsFoundByAnyThreeCharactersInsideTheTitle() throws {
        #expect(try titles("ナウシカ") == ["風の谷のナウシカ"])
        #expect(try titles("谷のナ") == ["風の谷のナウシカ"])
        #expect(try titles("風の") == ["風の谷のナウシカ"])
        #expect(try titles("安田") == ["風の谷のナウシカ"])
    }

    @Test func aFieldLimitsAWordToIt() throws {
        #expect(try titles("album:wind") == ["Magnificent", "Northern Light", "Harbour"])
        #expect(try titles("title:wind") == [])
        #expect(try titles("artist:Seeds album:Roots") == ["First Disc", "Second Disc"])
    }

    @Test func theLimitCutsTheResults() throws {
        let reader = try LibraryReader(path: Self.library.get())
        #expect(try reader.search(LibraryQuery("seeds"), limit: 2).count == 2)
        #expect(try reader.search(LibraryQuery("seeds"), limit: 200).count == 5)
    }

    @Test func artistsAreShelvedByAlbumArtistInNameOrder() throws {
        let artists = try LibraryReader(path: Self.library.get()).artists()
        #expect(artists.map(\.name) == ["", "Beyoncé", "Seeds", "Various Artists", "安田成美", "조용필"])
        let seeds = try #require(artists.first { $0.name == "Seeds" })
        #expect(seeds.albums == 2 && seeds.tracks == 5)
    }

    @Test func albumsComeOldestFirstAndTracksInDiscAndTrackOrder() throws {
        let reader = try LibraryReader(path: Self.library.get())
        #expect(try reader.albums(of: "seeds").map(\.title) == ["Roots", "Wind"])
        #expect(try reader.albums(of: "Seeds").map(\.year) == [1999, 2003])
        #expect(try reader.tracks(of: "Seeds", album: "Roots").map(\.title) == ["First Disc", "Second Disc"])
        #expect(try reader.tracks(of: "Various Artists", album: "Mixed").map(\.artist) == ["Anna", "Bob"])
        #expect(try reader.tracks(of: "", album: nil).map(\.title) == ["Untitled Tune"])
    }

    @Test func aQueryPlaysInAlbumOrder() throws {
        let tracks = try LibraryReader(path: Self.library.get()).tracks(matching: LibraryQuery("artist:seeds"))
        #expect(tracks.map(\.title) == ["First Disc", "Second Disc", "Magnificent", "Northern Light", "Harbour"])
    }

    @Test func punctuationAndFTS5SyntaxInAQueryAreTextNotErrors() throws {
        let reader = try LibraryReader(path: Self.library.get())
        for text in ["AC/DC", "*", "^north", "NEAR(a b)", "north OR wind", "-x", "\"", "title:", "a:b:c", "(", "'", "\\", "北-", "%_"] {
            #expect(throws: Never.self, "\(text)") { _ = try reader.search(LibraryQuery(text)) }
        }
        #expect(try titles("north OR") == [], "OR is a word to match, not an operator")
    }

    @Test func aMissingDatabaseCannotBeOpenedForReading() {
        #expect(throws: LibraryError.self) { try LibraryReader(path: "/nonexistent/library.db") }
    }
}
