import NowPlaying
import Testing

/// The creation date is shown as its year, and kept in ISO 8601 as precisely as the tag knows it.
@Suite struct ResolvedMetadataTests {
    @Test(arguments: [
        ("2022-06-06", "2022", "2022-06-06"), ("2022", "2022", "2022"),
        ("2022-06-06T10:00:00.000000Z", "2022", "2022-06-06"), ("2022-06", "2022", "2022-06"),
        ("June 6, 2022", "2022", "2022"), ("06/06/1999", "1999", "1999"), ("20220606", "2022", "2022-06-06"),
        ("123456", nil, nil), ("someday", nil, nil), ("", nil, nil),
    ] as [(String, String?, String?)])
    func theCreationDateShowsAsItsYearAndKeepsItsISODate(date: String, year: String?, iso: String?) {
        var metadata = ResolvedMetadata()
        metadata[.creationDate] = date
        #expect(metadata.year == year)
        #expect(metadata.date == iso)
        #expect(metadata[.creationDate] == iso)
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
