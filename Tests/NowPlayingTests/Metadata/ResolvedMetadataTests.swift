import NowPlaying
import Testing

/// The creation date is shown as its year.
@Suite struct ResolvedMetadataTests {
    @Test(arguments: [
        ("2022-06-06", "2022"), ("2022", "2022"), ("2022-06-06T10:00:00.000000Z", "2022"), ("June 6, 2022", "2022"),
        ("06/06/1999", "1999"), ("20220606", "2022"), ("123456", nil), ("someday", nil), ("", nil),
    ] as [(String, String?)])
    func theCreationDateShowsAsItsYear(date: String, year: String?) {
        var metadata = ResolvedMetadata()
        metadata[.creationDate] = date
        #expect(metadata.year == year)
        #expect(metadata[.creationDate] == year)
    }

    @Test func everyIdentifierButArtworkHasItsField() {
        var metadata = ResolvedMetadata()
        for identifier in MetadataIdentifier.allCases where identifier != .creationDate {
            metadata[identifier] = identifier.rawValue
        }
        #expect(metadata.title == "title")
        #expect(metadata.contentRating == "content_rating")
        #expect(metadata[.artwork] == nil)
    }
}
