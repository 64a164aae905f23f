@testable import NowPlaying
import Playback
import Testing
import TestSupport

/// Embedded tags are the base, a sidecar overrides them, and the user's languages pick.
@Suite struct EmbeddedTagsTests {
    static func taggedFile() throws -> String {
        try Fixtures.tagged(seconds: 4, tags: [
            "title": "track01", "artist": "Someone", "album": "Seeds", "genre": "Ambient",
            "date": "2019-05-01", "comment": "An embedded comment",
        ])
    }

    static let sidecar = [
        MetadataItem(.title, "Magnificent"),
        MetadataItem(.title, "굉장한", language: "ko"),
        MetadataItem(.subtitle, "Episode 1"),
        MetadataItem(.description, "A few sentences about it."),
        MetadataItem(.contentRating, "PG-13"),
        MetadataItem(.creationDate, "2022-06-06"),
    ]

    @Test func embeddedTagsAloneFillTheSnapshot() throws {
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: try Self.taggedFile())])
        let metadata = try #require(harness.last?.metadata)
        #expect(metadata.title == "track01")
        #expect(metadata.artist == "Someone")
        #expect(metadata.album == "Seeds")
        #expect(metadata.genre == "Ambient")
        #expect(metadata.description == "An embedded comment")
        #expect(metadata.year == "2019")
    }

    @Test func sidecarItemsOverrideEmbeddedOnesAndTheRestStays() throws {
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: try Self.taggedFile(), externalMetadata: Self.sidecar)])
        let metadata = try #require(harness.last?.metadata)
        #expect(metadata.title == "Magnificent")
        #expect(metadata.subtitle == "Episode 1")
        #expect(metadata.description == "A few sentences about it.")
        #expect(metadata.contentRating == "PG-13")
        #expect(metadata.year == "2022")
        #expect(metadata.artist == "Someone")
        #expect(metadata.genre == "Ambient")
    }

    @Test func aKoreanLocaleSeesTheKoreanTitle() throws {
        let harness = try SessionHarness()
        harness.session.preferredLanguages = LanguageResolver.preferredLanguages(environment: ["LANG": "ko_KR.UTF-8"])
        try harness.play([MediaItem(url: try Self.taggedFile(), externalMetadata: Self.sidecar)])
        #expect(harness.last?.metadata.title == "굉장한")
        #expect(harness.last?.metadata.subtitle == "Episode 1")
    }

    @Test func withoutATitleTheFileNameIsShown() throws {
        let harness = try SessionHarness()
        let path = try Fixtures.tagged(seconds: 3, tags: ["artist": "Nobody"])
        try harness.play([MediaItem(url: path)])
        #expect(harness.last?.metadata.title == String(path.split(separator: "/").last ?? ""))
    }

    @Test func aStreamsOwnTitleIsItsServiceNameElseItsICYTitleAsInMPV() {
        #expect(EmbeddedTags.streamTitle(from: ["icy-title": "Song", "service_name": "Channel"]) == "Channel")
        #expect(EmbeddedTags.streamTitle(from: ["icy-title": "Song", "service_name": ""]) == "Song")
        #expect(EmbeddedTags.streamTitle(from: ["icy-title": "", "icy-name": "Station", "title": "Tagged"]) == nil,
                "a title tag is read with the other tags; a station's name (icy-name) is not what plays")
    }

    @Test func controlCharactersInTagsNeverReachTheSnapshot() throws {
        let harness = try SessionHarness()
        let sneaky = [MetadataItem(.title, "Evil\u{1B}[2J\u{07}Title\nline two")]
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 3), externalMetadata: sneaky)])
        #expect(harness.last?.metadata.title == "Evil\u{FFFD}[2J\u{FFFD}Title line two")
    }
}
