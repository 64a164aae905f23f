import MusicLibrary
import Testing

/// The catalog's reads over an index of real files (LibraryFixture) scanned by the real scanner.
@Suite struct LibraryCatalogTests {
    @Test func pathsContainingTextsAreThoseOfTheFilesContainingThem() throws {
        let database = try LibraryReaderTests.library.get()
        let catalog = try LibraryCatalog(path: database)
        for texts in [["orth"], ["ind", "see"], ["ght"], ["\"quoted\""], ["zzzz"]] {
            let paths = try catalog.paths(containing: texts)
            #expect(paths == (try catalog.files(containing: texts)).map(\.track.path), "\(texts)")
            #expect(paths == paths.sorted(), "in path order: \(texts)")
        }
        #expect(try !catalog.paths(containing: ["orth"]).isEmpty)
    }
}
