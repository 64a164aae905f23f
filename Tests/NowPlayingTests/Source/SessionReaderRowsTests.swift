import Playback
import TestSupport
import Testing
@testable import NowPlaying

/// The rows the session source answers `queueRows` with carry what a list lays out in columns:
/// the artist, the album and the length, from the file's tags read on the worker.
@Suite(.serialized) struct SessionReaderRowsTests {
    @Test func rowsCarryTheArtistAlbumAndLengthOfTheirFilesTags() throws {
        let tagged = try Fixtures.tagged(seconds: 7, tags: ["title": "Green Curtain", "artist": "The Seeds", "album": "Wind River"])
        let playing = try Fixtures.tagged(seconds: 3, tags: ["title": "Playing", "artist": "Someone", "album": "First Album"])
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: playing), MediaItem(url: tagged)])
        func row(_ index: Int = 1) -> QueueRow? { SessionReader(harness.session).rows([index]).rows.first }
        // The playing item's title is learnt from the player first; its album and length still come.
        try harness.run(timeout: 10, "the title learnt while playing") { harness.session.title(ofItemAt: 0) == "Playing" }
        try harness.run(timeout: 10, "both files' tags") { row()?.album != nil && row(0)?.album != nil }
        #expect(row(0)?.album == "First Album")
        #expect(row(0)?.duration.map { $0.rounded() } == 3)
        let second = try #require(row())
        #expect(second.title == "Green Curtain")
        #expect(second.artist == "The Seeds")
        #expect(second.album == "Wind River")
        #expect(second.duration.map { ($0 * 10).rounded() / 10 } == 7, "\(String(describing: second.duration))")
        #expect(ClockText.of(second.duration ?? .nan) == "0:07")
    }

    /// A client with the tags already (MPD's, from the library) lists rows without setting off
    /// a read of each file's tags: 100,000 rows would be read again and again, in batches.
    @Test func rowsAskedWithoutReadingTagsAskForNoneAndOthersStillDo() throws {
        let loader = QueueTitleLoader { _ in TaggedTitle(title: "Tagged") }
        let harness = try SessionHarness(titles: QueueTitles(loader: loader))
        let playing = try Fixtures.tagged(seconds: 20, tags: ["title": "Playing"])
        try harness.play([MediaItem(url: playing), MediaItem(url: "/nowhere/second.mp3"), MediaItem(url: "/nowhere/third.mp3")])
        let source = SessionSource(infoCenter: harness.infoCenter)

        guard case let .value(.queueRows(rows)) = source.answer(.queueRows([1, 2]), readingTags: false) else {
            Issue.record("no rows")
            return
        }
        #expect(rows.rows.map(\.title) == ["second.mp3", "third.mp3"])
        #expect(!loader.hasAsked("/nowhere/second.mp3") && !loader.hasAsked("/nowhere/third.mp3"))
        _ = source.answer(.queueRows([2]))
        #expect(loader.hasAsked("/nowhere/third.mp3") && !loader.hasAsked("/nowhere/second.mp3"))
        try harness.run(timeout: 10, "the title read") { harness.session.title(ofItemAt: 2) == "Tagged" }
    }
}
