import Playback
import EventLoop
import TestSupport
import Testing
@testable import NowPlaying

/// The queue's list shows queued files' tag titles, read off the loop, before they play.
@Suite(.serialized) struct NowPlayingSessionTaggedTitlesTests {
    static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? "")
    }

    @Test func queuedFilesShowTheirTagTitlesOnceReadAndTheListIsToldToRedraw() throws {
        let first = try Fixtures.tagged("mp3", seconds: 20, tags: ["title": "First Tag"], options: ["-id3v2_version", "3"])
        let second = try Fixtures.tagged("flac", seconds: 20, tags: ["title": "Second Tag — 日本", "artist": "Two"])
        let third = try Fixtures.tagged("ogg", seconds: 20, tags: ["title": "Third\u{1B}]0;pwned\u{07}\u{1B}[2J Tag"])
        let harness = try SessionHarness()
        try harness.play([first, second, third].map { MediaItem(url: $0) })
        #expect(harness.session.title(ofItemAt: 1) == Self.fileName(second), "nothing is read on the loop")
        #expect(harness.session.title(ofItemAt: 2) == Self.fileName(third))
        let revision = harness.now.queueRevision, published = harness.published.count
        let before = SessionReader(harness.session).rows([0, 1, 2])
        try harness.run(timeout: 10, "the tag titles") {
            harness.session.title(ofItemAt: 1) != Self.fileName(second)
                && harness.session.title(ofItemAt: 2) != Self.fileName(third)
        }
        #expect(harness.session.title(ofItemAt: 1) == "Second Tag — 日本")
        #expect(harness.session.title(ofItemAt: 2) == "Third\u{FFFD}]0;pwned\u{FFFD}\u{FFFD}[2J Tag", "sanitized")
        #expect(SessionReader(harness.session).rows([0, 1, 2]).rows.map(\.artist) == [nil, "Two", nil], "the artist comes with the title")
        #expect(harness.published[published...].contains { $0.queueRevision > revision },
                "a snapshot tells the list to redraw")
        #expect(harness.session.currentIndex == 0, "the 2nd and 3rd have not played")
        // A list read a page at a time (`remote queue`) loads titles as it reads: its pages stay
        // one list while the items' own revision holds (a 1,500-row read under load gave up).
        let after = SessionReader(harness.session).rows([0, 1, 2])
        #expect(after.revision != before.revision)
        #expect(after.itemsRevision != nil && after.itemsRevision == before.itemsRevision)
    }

    @Test func aTitleLearntWhilePlayingAndASidecarsWinOverTheTags() throws {
        let reads = Locked<[String]>([])
        let loader = QueueTitleLoader { path in
            reads.withLock { $0.append(path) }
            return TaggedTitle(title: "Tagged " + Self.fileName(path))
        }
        let harness = try SessionHarness(titles: QueueTitles(loader: loader))
        let song = try Fixtures.tagged("mp3", seconds: 20, tags: ["title": "Played Title"])
        let other = try Fixtures.tagged("mp3", seconds: 20, tags: ["title": "Other"])
        let queue = [MediaItem(url: song), MediaItem(url: other, externalMetadata: [MetadataItem(.title, "Sidecar Title")]),
                     MediaItem(url: "/nowhere/third.mp3"), MediaItem(url: "http://example.invalid/stream.mp3")]
        try harness.play(queue)
        try harness.run(timeout: 10, "the titles") {
            (0..<4).map { harness.session.title(ofItemAt: $0) }
                == ["Played Title", "Sidecar Title", "Tagged third.mp3", "stream.mp3"]
        }
        #expect(!reads.withLock { $0 }.contains(other), "a sidecar's title needs no tags")
        #expect(!reads.withLock { $0 }.contains(queue[3].url), "a stream is not read")
    }

    @Test func theItemThatPlayedKeepsTheArtistItPlayedWithWhenItsTagsWereNeverRead() throws {
        // A loader that reads nothing: what the row shows was learnt while the item played.
        let harness = try SessionHarness(titles: QueueTitles(loader: QueueTitleLoader { _ in nil }))
        let song = try Fixtures.tagged("mp3", seconds: 20, tags: ["title": "Played Title", "artist": "Played Artist"])
        try harness.play([MediaItem(url: song), MediaItem(url: "/nowhere/second.mp3")])
        try harness.run(timeout: 10, "the played title") { harness.session.title(ofItemAt: 0) == "Played Title" }
        let rows = SessionReader(harness.session).rows([0, 1]).rows
        #expect(rows.map(\.artist) == ["Played Artist", nil], "\(rows)")
        #expect(rows.map(\.isCurrent) == [true, false])
    }
}
