import NowPlaying
import Playback
import Testing
import TestSupport

/// Where an item's artwork comes from: the sidecar's picture, the embedded cover, a folder picture.
@Suite struct ArtworkLocatorTests {
    @Test func anEmbeddedCoverIsReadFromThePlayer() throws {
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 3, cover: true))])
        #expect(harness.last?.artworkID != nil)
        #expect(harness.session.artwork?.bounds == PixelSize(width: 300, height: 300))
        #expect(harness.session.artwork?.image(closestTo: PixelSize(width: 30, height: 30)).size == PixelSize(width: 30, height: 30))
    }

    @Test func aCoverBesideTheFileIsFound() throws {
        let folder = try Fixtures.folder(named: "album")
        let song = try Fixtures.copy(try Fixtures.tone(seconds: 3), into: folder, as: "01 Song.mp3")
        _ = try Fixtures.copy(try Fixtures.picture(width: 64, height: 48), into: folder, as: "cover.jpg")
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: song)])
        #expect(harness.last?.artworkID != nil)
        #expect(harness.session.artwork?.bounds == PixelSize(width: 64, height: 48))
    }

    @Test func withoutAnySourceThereIsNoArtwork() throws {
        let folder = try Fixtures.folder(named: "bare")
        let song = try Fixtures.copy(try Fixtures.tone(seconds: 3), into: folder, as: "song.mp3")
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: song)])
        #expect(harness.last?.artworkID == nil)
        #expect(harness.session.artwork == nil)
    }

    @Test func theSidecarsPictureComesBeforeTheEmbeddedCover() throws {
        let picture = try Fixtures.picture(width: 40, height: 30, format: "png")
        let harness = try SessionHarness()
        let item = MediaItem(url: try Fixtures.tone(seconds: 3, cover: true), externalMetadata: [MetadataItem(.artwork, picture)])
        try harness.play([item])
        #expect(harness.session.artwork?.bounds == PixelSize(width: 40, height: 30))
    }

    @Test func eachItemsArtworkGetsANewID() throws {
        let harness = try SessionHarness()
        let first = try Fixtures.tone(seconds: 3, cover: true)
        let second = try Fixtures.tone(seconds: 3, title: "Other", cover: true)
        try harness.play([MediaItem(url: first), MediaItem(url: second)])
        let firstID = try #require(harness.last?.artworkID)
        _ = harness.session.perform(RemoteCommandEvent.nextTrack)
        try harness.run(timeout: 10, "the second item") { harness.last?.queueIndex == 1 && harness.last?.state == .playing }
        let secondID = try #require(harness.last?.artworkID)
        #expect(secondID != firstID)
    }
}
