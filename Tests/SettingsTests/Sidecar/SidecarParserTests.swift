import Glibc
import Testing
import Settings

private let path = "/music/show/song.mp3.playdeck.toml"

@Test func aFullSidecarIsReadWithKoreanTextAndResolvedPaths() throws {
    let text = """
    [metadata]                 # items are tagged "und" unless language is given
    title = "Magnificent"
    subtitle = "Episode 1"
    artist = "Someone"
    album = "Something"
    description = "A few sentences about it."
    genre = "Documentary"
    content_rating = "PG-13"
    creation_date = "2022-06-06"
    artwork = "poster.jpg"

    [[metadata.localized]]
    language = "ko"
    title = "굉장한"
    artwork = "../art/포스터.jpg"

    [[ad]]
    start = 0
    duration = 30

    [[intro]]
    start = 30
    duration = 15

    [[credits]]
    start = 1500
    duration = 60

    [[interstitial]]
    time = 120
    url = "ad.mp3"
    skippable_after = 5
    restrictions = ["requires-playback-at-preferred-rate", "constrains-seeking-forward"]

    [[interstitial]]
    time = 60
    url = "https://ads.example.com/x.mp3"
    """
    let sidecar = try Sidecar.parse(text: text, path: path).get()
    #expect(sidecar.metadata.entries == [
        MetadataEntry(language: "und", fields: [
            .title: "Magnificent", .subtitle: "Episode 1", .artist: "Someone", .album: "Something",
            .description: "A few sentences about it.", .genre: "Documentary", .contentRating: "PG-13",
            .creationDate: "2022-06-06", .artwork: "/music/show/poster.jpg",
        ]),
        MetadataEntry(language: "ko", fields: [.title: "굉장한", .artwork: "/music/art/포스터.jpg"]),
    ])
    #expect(sidecar.ads == [SidecarRange(start: 0, duration: 30)])
    #expect(sidecar.intros == [SidecarRange(start: 30, duration: 15)])
    #expect(sidecar.credits == [SidecarRange(start: 1500, duration: 60)])
    #expect(sidecar.interstitials == [
        SidecarInterstitial(time: 60, url: "https://ads.example.com/x.mp3"),
        SidecarInterstitial(
            time: 120, url: "/music/show/ad.mp3", skippableAfter: 5,
            restrictions: [.requiresPlaybackAtPreferredRate, .constrainsSeekingForward]
        ),
    ])
}

@Test func anEmptySidecarHasNothingInIt() throws {
    #expect(try Sidecar.parse(text: "", path: path).get() == Sidecar())
}

@Test func theSidecarOfAMediaFileIsNextToIt() {
    #expect(Sidecar.path(forMedia: "/music/song.mp3") == "/music/song.mp3.playdeck.toml")
}

@Test func unknownTablesAndKeysAreReportedWithSuggestions() {
    #expect(sidecarErrors("[metadata]\ntitel = \"x\"\n[[ads]]\nstart = 0\n[[intro]]\nstart = 1\nduraton = 2\n") == [
        "/media/a.mp3.playdeck.toml:2:1: unknown key 'titel' in [metadata]; did you mean 'title'?",
        "/media/a.mp3.playdeck.toml:3:3: unknown table [[ads]]; did you mean [[ad]]?",
        "/media/a.mp3.playdeck.toml:5:1: missing 'duration' in [[intro]]",
        "/media/a.mp3.playdeck.toml:7:1: unknown key 'duraton' in [[intro]]; did you mean 'duration'?",
    ])
}

@Test func rangesWrittenAsAPlainTableAreAWrongType() {
    #expect(sidecarErrors("[ad]\nstart = 0\n") == [
        "/media/a.mp3.playdeck.toml:1:2: 'ad' must be an array of tables ([[ad]]), found table",
    ])
}

@Test func aGarbageSidecarGivesOneErrorWithAPosition() {
    #expect(sidecarErrors("<html>\n") == [
        "/media/a.mp3.playdeck.toml:1:1: syntax error in root table: expected keys, tables, whitespace or comments, saw '<'",
    ])
}

@Test func loadingForMediaWithoutASidecarGivesNil() throws {
    let folder = try TemporaryDirectory()
    #expect(try Sidecar.load(forMedia: folder.path + "/song.mp3").get() == nil)
    #expect(try Sidecar.load(forMedia: "https://example.com/a.mp3").get() == nil)
}

/// A 254-byte media name is valid; its sidecar's name (17 bytes longer) cannot exist, so there is none.
@Test func loadingForMediaWithANameNearTheLimitGivesNil() throws {
    let folder = try TemporaryDirectory()
    let media = folder.path + "/" + String(repeating: "m", count: 250) + ".mp3"
    #expect(try Sidecar.load(forMedia: media).get() == nil)
}

@Test func aFIFOSidecarIsOneErrorNotAWait() throws {
    let folder = try TemporaryDirectory()
    try #require(mkfifo(folder.path + "/a.mp3.playdeck.toml", 0o600) == 0)
    #expect(descriptions(Sidecar.load(forMedia: folder.path + "/a.mp3")) == [
        "\(folder.path)/a.mp3.playdeck.toml: cannot read: not a regular file",
    ])
}

@Test func loadingForMediaReadsTheSidecarAndResolvesAgainstItsFolder() throws {
    let folder = try TemporaryDirectory()
    try folder.write("[metadata]\nartwork = \"cover.png\"\n", to: "album/song.mp3.playdeck.toml")
    let sidecar = try #require(try Sidecar.load(forMedia: folder.path + "/album/song.mp3").get())
    #expect(sidecar.metadata.value(.artwork) == folder.path + "/album/cover.png")
}

@Test func aSidecarWithInvalidUTF8GivesOneCleanError() throws {
    let folder = try TemporaryDirectory()
    let file = try folder.write(Array("[metadata]\ntitle = \"".utf8) + [0xC3, 0x28] + Array("\"\n".utf8), to: "a.mp3.playdeck.toml")
    #expect(descriptions(Sidecar.load(path: file)) == ["\(file):2:10: the file is not valid UTF-8 (byte 0xC3 at offset 20)"])
    #expect(descriptions(Sidecar.load(forMedia: folder.path + "/a.mp3")).count == 1)
}
