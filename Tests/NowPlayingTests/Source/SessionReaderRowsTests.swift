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
}
