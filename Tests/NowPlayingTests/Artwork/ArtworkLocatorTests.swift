import Commands
import EventLoop
import Foundation
@testable import NowPlaying
import Playback
import Testing
import TestSupport

/// Where an item's artwork comes from: the sidecar's picture, the embedded cover, a folder
/// picture. It is decoded off the loop and published when it is ready.
@Suite struct ArtworkLocatorTests {
    /// Plays `items` and waits for the artwork to be published (or not, `expecting: false`).
    static func playForArtwork(_ harness: SessionHarness, _ items: [MediaItem], expecting: Bool = true) throws {
        try harness.play(items)
        if expecting {
            try harness.run(timeout: 10, "the artwork") { harness.last?.artworkID != nil }
        } else {
            try harness.idle(0.5)
        }
    }

    @Test func anEmbeddedCoverIsReadFromTheFile() throws {
        let harness = try SessionHarness()
        try Self.playForArtwork(harness, [MediaItem(url: try Fixtures.tone(seconds: 3, cover: true))])
        #expect(harness.session.artwork?.bounds == PixelSize(width: 300, height: 300))
        #expect(harness.session.artwork?.image(closestTo: PixelSize(width: 30, height: 30)).size == PixelSize(width: 30, height: 30))
    }

    @Test func aStreamsEmbeddedCoverIsTakenFromThePlayer() throws {
        let song = try Fixtures.tone(seconds: 5, title: "Streamed Cover", cover: true)
        let server = try LocalHTTPServer(root: (song as NSString).deletingLastPathComponent)
        let harness = try SessionHarness()
        try Self.playForArtwork(harness, [MediaItem(url: server.url((song as NSString).lastPathComponent))])
        #expect(harness.session.artwork?.bounds == PixelSize(width: 300, height: 300))
        #expect(server.requests.contains { $0.contains("GET /") }, "\(server.requests)")
    }

    @Test func aCoverBesideTheFileIsFound() throws {
        let folder = try Fixtures.folder(named: "album")
        let song = try Fixtures.copy(try Fixtures.tone(seconds: 3), into: folder, as: "01 Song.mp3")
        _ = try Fixtures.copy(try Fixtures.picture(width: 64, height: 48), into: folder, as: "cover.jpg")
        let harness = try SessionHarness()
        try Self.playForArtwork(harness, [MediaItem(url: song)])
        #expect(harness.session.artwork?.bounds == PixelSize(width: 64, height: 48))
    }

    @Test func withoutAnySourceThereIsNoArtwork() throws {
        let folder = try Fixtures.folder(named: "bare")
        let song = try Fixtures.copy(try Fixtures.tone(seconds: 3), into: folder, as: "song.mp3")
        let harness = try SessionHarness()
        try Self.playForArtwork(harness, [MediaItem(url: song)], expecting: false)
        #expect(harness.last?.artworkID == nil)
        #expect(harness.session.artwork == nil)
    }

    @Test func theSidecarsPictureComesBeforeTheEmbeddedCover() throws {
        let picture = try Fixtures.picture(width: 40, height: 30, format: "png")
        let harness = try SessionHarness()
        let item = MediaItem(url: try Fixtures.tone(seconds: 3, cover: true), externalMetadata: [MetadataItem(.artwork, picture)])
        try Self.playForArtwork(harness, [item])
        #expect(harness.session.artwork?.bounds == PixelSize(width: 40, height: 30))
    }

    @Test func eachItemsArtworkGetsANewID() throws {
        let harness = try SessionHarness()
        let first = try Fixtures.tone(seconds: 3, cover: true)
        let second = try Fixtures.tone(seconds: 3, title: "Other", cover: true)
        try Self.playForArtwork(harness, [MediaItem(url: first), MediaItem(url: second)])
        let firstID = try #require(harness.last?.artworkID)
        _ = harness.session.perform(Command.nextTrack)
        try harness.run(timeout: 10, "the second item's artwork") {
            harness.last?.queueIndex == 1 && harness.last?.artworkID != nil
        }
        let secondID = try #require(harness.last?.artworkID)
        #expect(secondID != firstID)
    }

    @Test func aBigCoverKeepsItsBoundsAndIsHeldScaledDown() throws {
        let harness = try SessionHarness()
        let song = try Fixtures.tone(seconds: 3, embedding: try Fixtures.bigCover())
        try Self.playForArtwork(harness, [MediaItem(url: song)])
        let artwork = try #require(harness.session.artwork)
        #expect(artwork.bounds == PixelSize(width: 3000, height: 3000))
        #expect(artwork.image(closestTo: PixelSize(width: 320, height: 320)).size == PixelSize(width: 320, height: 320))
        // Decoded at 1/8 of its size: nothing bigger is kept.
        #expect(artwork.image(closestTo: PixelSize(width: 3000, height: 3000)).size == PixelSize(width: 375, height: 375))
        let times = try #require(artwork.decodeTimes)
        #expect(times.decoded >= times.started)
    }

    @Test func artworkStillDecodingWhenTheItemChangesIsDropped() throws {
        // The first item's cover decodes only once the test opens the gate.
        let slow = try Fixtures.folder(named: "slow-cover")
        let first = try Fixtures.copy(try Fixtures.tone(seconds: 30), into: slow, as: "first.mp3")
        _ = try Fixtures.copy(try Fixtures.picture(width: 64, height: 48), into: slow, as: "cover.jpg")
        let quick = try Fixtures.folder(named: "quick-cover")
        let second = try Fixtures.copy(try Fixtures.tone(seconds: 30), into: quick, as: "second.mp3")
        _ = try Fixtures.copy(try Fixtures.picture(width: 40, height: 30), into: quick, as: "cover.jpg")
        let gate = WorkerGate(), started = Locked(false)
        let harness = try SessionHarness { request in
            if request.folder == slow {
                started.withLock { $0 = true }
                gate.wait()
            }
            return ArtworkLocator.decode(request)
        }
        try harness.play([MediaItem(url: first), MediaItem(url: second)])
        try harness.run(timeout: 10, "the first cover's decoding") { started.withLock { $0 } }
        _ = harness.session.perform(Command.nextTrack)
        try harness.run(timeout: 10, "the second item") { harness.last?.queueIndex == 1 && harness.last?.state == .playing }
        let changed = harness.published.count
        gate.open()
        // The worker takes requests in order: once the second cover is out, the first was too.
        try harness.run(timeout: 10, "the second item's artwork") { harness.last?.artworkID != nil }
        #expect(harness.session.artwork?.bounds == PixelSize(width: 40, height: 30))
        let shown = Set(harness.published[changed...].compactMap(\.artworkID))
        #expect(shown.count == 1, "the first item's cover was shown on the second")
    }
}
