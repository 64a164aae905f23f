import EventLoop
import Foundation
import MediaFiles
@testable import NowPlaying
import Playback
import Testing
import TestSupport

/// A server's song (`subsonic://NAME/ID`, mpv playing its stream URL) takes its cover and its
/// lyrics from the server's resources, asked on the workers; other items never ask them.
@Suite struct ServerItemResourcesTests {
    /// Resources that hand out a picture file and LRC text, and note what they were asked.
    final class Recorded: ServerItemResources {
        let cover: String?
        let text: String?
        let asked = Locked<[String]>([])

        init(cover: String?, text: String?) {
            self.cover = cover
            self.text = text
        }

        func serves(_ location: String) -> Bool { location.hasPrefix("subsonic://") }

        func coverFile(for location: String) -> String? {
            asked.withLock { $0.append("cover " + location) }
            return cover
        }

        func lyrics(for location: String) -> LyricsSource? {
            asked.withLock { $0.append("lyrics " + location) }
            return text.map { LyricsSource(origin: .server, text: LyricsText(bytes: Array($0.utf8)), isCut: false) }
        }
    }

    /// A server item whose stream (a local HTTP server's) has a 300×300 cover of its own.
    private func serverItem() throws -> (MediaItem, LocalHTTPServer) {
        let song = try Fixtures.tone(seconds: 5, title: "Served Cover", cover: true)
        let http = try LocalHTTPServer(root: (song as NSString).deletingLastPathComponent)
        var item = MediaItem(url: "subsonic://home/42")
        item.playbackURL = http.url((song as NSString).lastPathComponent)
        return (item, http)
    }

    @Test func aServersSongShowsTheServersCoverAndSyncedLyrics() throws {
        let resources = Recorded(cover: try Fixtures.picture(width: 64, height: 48), text: "[00:00.50]first line\n[00:30.00]second line\n")
        let harness = try SessionHarness()
        harness.session.features.serverResources = resources
        let (item, http) = try serverItem()
        try harness.play([item])
        try harness.run(timeout: 10, "the artwork and the lyrics") { harness.last?.artworkID != nil && harness.last?.lyrics != nil }
        // The server's cover, not the stream's own 300×300 one.
        #expect(harness.session.artwork?.bounds == PixelSize(width: 64, height: 48))
        #expect(harness.session.lyrics?.isSynced == true && harness.session.lyrics?.origin == "server")
        #expect(harness.session.lyrics?.lines.map(\.text) == ["first line", "second line"])
        #expect(Set(resources.asked.withLock { $0 }) == ["cover subsonic://home/42", "lyrics subsonic://home/42"])
        _ = http
    }

    @Test func withoutACoverOnTheServerTheTileHasNoArtworkAndNothingIsSaid() throws {
        let resources = Recorded(cover: nil, text: nil)
        let harness = try SessionHarness()
        harness.session.features.serverResources = resources
        let (item, http) = try serverItem()
        try harness.play([item])
        try harness.run(timeout: 10, "the cover asked for") { resources.asked.withLock { $0.count } == 2 }
        try harness.idle(0.5)
        #expect(harness.last?.artworkID == nil && harness.last?.lyrics == nil)
        #expect(harness.failures.isEmpty)
        _ = http
    }

    /// Asked as the stream opened, the lyrics' requests reached the server beside the stream's
    /// own, which a one-process server answers in turn: they wait until the song plays. Here the
    /// stream's server never answers, so the song never plays and nothing may be asked.
    @Test func aServersSongAsksForItsLyricsOnlyOnceItPlays() throws {
        let resources = Recorded(cover: nil, text: "[00:00.50]first line\n")
        let harness = try SessionHarness()
        harness.session.features.serverResources = resources
        let silent = try SilentListener()
        defer { silent.close() }
        var stuck = MediaItem(url: "subsonic://home/7")
        stuck.playbackURL = "http://127.0.0.1:\(silent.port)/stream"
        harness.session.play(items: [stuck])
        try harness.idle(1)
        #expect(harness.session.playback.item.loading, "the stream is still opening")
        #expect(resources.asked.withLock { $0 }.isEmpty, "\(resources.asked.withLock { $0 })")
        let (item, http) = try serverItem()
        try harness.play([item])
        try harness.run(timeout: 10, "the lyrics") { harness.last?.lyrics != nil }
        #expect(resources.asked.withLock { $0 }.filter { $0.hasPrefix("lyrics") } == ["lyrics subsonic://home/42"])
        _ = http
    }

    @Test func aLocalFileNeverAsksTheServer() throws {
        let resources = Recorded(cover: nil, text: nil)
        let harness = try SessionHarness()
        harness.session.features.serverResources = resources
        try harness.play([MediaItem(url: try Fixtures.tone(seconds: 3, cover: true))])
        try harness.run(timeout: 10, "the artwork") { harness.last?.artworkID != nil }
        #expect(resources.asked.withLock { $0 }.isEmpty)
    }
}

/// A TCP port that takes connections and never answers: a stream that never opens.
private final class SilentListener {
    let descriptor: Int32
    let port: UInt16

    init() throws {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && listen(fd, 8) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard fd >= 0, bound else { throw POSIXError(.EADDRNOTAVAIL) }
        descriptor = fd
        port = UInt16(bigEndian: address.sin_port)
    }

    func close() { _ = Glibc.close(descriptor) }
}
