import Glibc
@testable import NowPlaying
import Testing

/// Where a row's title comes from: what the item said of itself while it played, its sidecar,
/// its tags read ahead, then the title its playlist gives it, and only then its file name.
@Suite struct QueueTitlesTests {
    /// Titles over a loader that finds "Tagged" in the tags of paths holding "tagged" only.
    static func titles() -> QueueTitles {
        QueueTitles(loader: QueueTitleLoader { path in path.contains("tagged") ? TaggedTitle(title: "Tagged") : nil })
    }

    /// Takes what the worker read until `path`'s row shows something else than `before` (10 s at most).
    static func waitForTags(_ titles: QueueTitles, _ entry: MediaItem, changingFrom before: String) {
        let deadline = SessionClock.system.monotonic() + 10
        while titles.title(entry, reading: false) == before, SessionClock.system.monotonic() < deadline {
            var descriptor = pollfd(fd: titles.descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 1000)
            _ = titles.takeLoaded()
        }
    }

    @Test func aPlaylistsTitleComesBeforeTheFileNameSanitized() {
        let titles = Self.titles()
        let listed = MediaItem(url: "/music/01.mp3", playlistTitle: "Listed \u{1B}]52;c;aGk=\u{07}\u{1B}[2J Title")
        #expect(titles.title(listed, reading: false) == "Listed \u{FFFD}]52;c;aGk=\u{FFFD}\u{FFFD}[2J Title")
        #expect(titles.title(MediaItem(url: "/music/01.mp3"), reading: false) == "01.mp3")
        let radio = MediaItem(url: "http://radio.invalid/stream", playlistTitle: "Radio One")
        #expect(titles.row(radio, index: 0, id: 1, isCurrent: false).title == "Radio One")
    }

    @Test func theSidecarsTitleAndTheTagsWinOverThePlaylistsTitle() {
        let titles = Self.titles()
        let sidecar = MediaItem(url: "/music/a.mp3", externalMetadata: [MetadataItem(.title, "Sidecar")], playlistTitle: "Listed")
        #expect(titles.title(sidecar, reading: true) == "Sidecar")
        let tagged = MediaItem(url: "/music/tagged.mp3", playlistTitle: "Listed")
        #expect(titles.title(tagged, reading: true) == "Listed", "until its tags are read")
        Self.waitForTags(titles, tagged, changingFrom: "Listed")
        #expect(titles.title(tagged, reading: false) == "Tagged")
    }

    @Test func theSidecarsArtistAndAlbumAreShownBesideItsTitleBeforeTheItemPlays() {
        let titles = Self.titles()
        let item = MediaItem(url: "subsonic://home/7", externalMetadata: [MetadataItem(.title, "Solar Wind"),
                                                                           MetadataItem(.artist, "Aurora \u{1B}[2JFields"),
                                                                           MetadataItem(.album, "Polar")])
        let row = titles.row(item, index: 0, id: 1, isCurrent: false)
        #expect(row.title == "Solar Wind")
        #expect(row.artist == "Aurora \u{FFFD}[2JFields")
        #expect(row.album == "Polar")
        #expect(titles.learn("Live Title", artist: "Live Artist", for: item.url))
        #expect(titles.row(item, index: 0, id: 1, isCurrent: false).artist == "Live Artist", "what it said while playing wins")
    }

    @Test func aTitleLearntWhileTheItemPlayedWinsAndNoTitleLearntLeavesEachEntryItsPlaylistsTitle() {
        let titles = Self.titles()
        // One stream listed twice under two names: what it says of itself is its URL's, its
        // playlist's title each entry's own.
        let first = MediaItem(url: "http://radio.invalid/live", playlistTitle: "Morning Show")
        let second = MediaItem(url: "http://radio.invalid/live", playlistTitle: "Evening Show")
        #expect(!titles.learn(nil, artist: nil, for: first.url), "nothing new")
        #expect([first, second].map { titles.title($0, reading: false) } == ["Morning Show", "Evening Show"])
        #expect(titles.learn("On Air", artist: "DJ", for: first.url))
        #expect([first, second].map { titles.title($0, reading: false) } == ["On Air", "On Air"])
        #expect(titles.row(second, index: 1, id: 2, isCurrent: false).artist == "DJ")
        #expect(titles.learn(nil, artist: nil, for: first.url), "the stream stopped naming itself")
        #expect([first, second].map { titles.title($0, reading: false) } == ["Morning Show", "Evening Show"])
    }

    @Test func aSearchFindsAnItemByItsPlaylistsTitleAndNotByTheFileNameItHides() {
        let titles = Self.titles()
        let items = [MediaItem(url: "/music/track01.mp3", playlistTitle: "Blue Moon"),
                     MediaItem(url: "/music/track02.mp3"), MediaItem(url: "/music/moon.mp3")]
        #expect(titles.indices(in: items, matching: "moon", among: nil) == [0, 2])
        #expect(titles.indices(in: items, matching: "track", among: nil) == [1])
        #expect(titles.indices(in: items, matching: "blue", among: [1, 2]) == [])
    }
}
