import NowPlaying
import Playback
import PlayerDoubles
import Testing
import TestSupport

/// Where the session looks for an item's artwork as it starts to play, on the fake player (the
/// file is a real one with an embedded cover, so the worker really decodes it).
@Suite struct NowPlayingSessionArtworkTests {
    static func harness(drainingLate: Bool) throws -> (FakeSessionHarness, String) {
        let path = try Fixtures.tone(seconds: 3, cover: true)
        let harness = FakeSessionHarness(files: [path: try FakeMedia.probe(path)])
        harness.player.drainsLate = drainingLate
        return (harness, path)
    }

    @Test func anEmbeddedCoverIsFoundWhenTheLoopTakesEachStepOfTheLoadAsItComes() throws {
        let (harness, path) = try Self.harness(drainingLate: false)
        try harness.play([MediaItem(url: path)])
        #expect(harness.waitForArtworkWorker())
        #expect(harness.session.artwork?.bounds == PixelSize(width: 300, height: 300))
        #expect(harness.last?.artworkID != nil)
    }

    /// libmpv gives a loop that drains late the load's start, loaded and restart before the
    /// track-list (checked against libmpv 0.35 with a C client that waits 0.5 s before
    /// draining). The session must decide where to look for artwork once the whole batch is
    /// in: deciding as it applies the restart, before the track-list says the file has a
    /// cover, skips the embedded picture.
    @Test func anEmbeddedCoverIsFoundWhenTheLoopDrainsTheWholeLoadAtOnce() throws {
        let (harness, path) = try Self.harness(drainingLate: true)
        try harness.play([MediaItem(url: path)])
        let batch = harness.events.drop { if case .fileStarted = $0 { false } else { true } }
        let restart = try #require(batch.firstIndex(of: .playbackRestarted))
        let tracks = try #require(batch.firstIndex { if case .propertyChanged(.tracks(_)) = $0 { true } else { false } })
        #expect(restart < tracks, "the restart comes before the track-list")
        #expect(harness.now.audioTracks.count == 1, "the tracks are known by the end of the batch")
        #expect(harness.waitForArtworkWorker())
        #expect(harness.session.artwork?.bounds == PixelSize(width: 300, height: 300))
        #expect(harness.last?.artworkID != nil)
    }
}
