@testable import MediaFiles
import Testing

@Suite struct MediaTagsTests {
    @Test func trackAndDiscCountsAreReadFromEitherForm() {
        let slash = MediaTags(values: ["track": "3/12", "disc": " 1 / 2 "])
        #expect(slash.trackNumber == 3 && slash.trackCount == 12)
        #expect(slash.discNumber == 1 && slash.discCount == 2)
        let separate = MediaTags(values: ["tracknumber": "07", "tracktotal": "9", "disc": "2", "totaldiscs": "3"])
        #expect(separate.trackNumber == 7 && separate.trackCount == 9)
        #expect(separate.discNumber == 2 && separate.discCount == 3)
    }

    @Test func countsThatAreNoCountsAreNil() {
        for text in ["", "/", "0", "-3", "three", "3/", "/12", "99999999999999999999"] {
            let tags = MediaTags(values: ["track": text])
            #expect(tags.trackNumber == (text == "3/" ? 3 : nil), "\(text)")
            #expect(tags.trackCount == (text == "/12" ? 12 : nil), "\(text)")
        }
    }

    @Test func namedFieldsTakeTheNamesContainersUse() {
        let ape = MediaTags(values: ["album artist": "A", "year": "1999"])
        #expect(ape.albumArtist == "A" && ape.date == "1999")
        let both = MediaTags(values: ["album_artist": "", "albumartist": "B", "date": "2001", "year": "1999"])
        #expect(both.albumArtist == "B", "an empty value is no value")
        #expect(both.date == "2001")
        #expect(MediaTags(values: ["title": ""]).isEmpty)
        #expect(MediaTags(values: ["TITLE": "x"])["Title"] == nil, "values are held by lowercased name")
    }

    @Test func aCoverMeansTheFileHasOne() {
        #expect(MediaTags(cover: EncodedPicture(bytes: [0xFF, 0xD8, 0xFF], format: .jpeg)).hasCover)
        #expect(!MediaTags().hasCover)
    }
}
