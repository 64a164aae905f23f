import Commands
import Foundation
import NowPlaying
import Testing
import TestSupport

/// The title a snapshot shows, in mpv's order: what the item says of itself (its sidecar, its
/// title tag, a stream's own ICY title) wins; the title its playlist gives it comes next, before
/// its file name; every one of them sanitized.
@Suite struct SnapshotBuilderTests {
    static func tagless() throws -> String {
        try Fixtures.tagged("mp3", seconds: 20, tags: [:])
    }

    /// A web server on loopback over a folder holding only a tagless tone, "radio.mp3".
    static func radioServer() throws -> LocalHTTPServer {
        let root = Fixtures.directory + "/radio-root"
        if !FileManager.default.fileExists(atPath: root) {
            // Made whole under another name, then renamed: parallel tests never see half a folder.
            let partial = root + ".part-\(UUID().uuidString)"
            try FileManager.default.createDirectory(atPath: partial, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: partial + "/radio.mp3", withDestinationPath: try tagless())
            if rename(partial, root) != 0 { try? FileManager.default.removeItem(atPath: partial) }
        }
        return try LocalHTTPServer(root: root)
    }

    @Test func aFileWithoutATitleOfItsOwnShowsItsPlaylistsTitleSanitized() throws {
        let harness = try SessionHarness()
        try harness.play([MediaItem(url: try Self.tagless(), playlistTitle: "From \u{1B}]0;pwned\u{07}the\u{1B}[2J List")])
        #expect(harness.now.metadata.title == "From \u{FFFD}]0;pwned\u{FFFD}the\u{FFFD}[2J List")
        #expect(harness.last?.metadata.title == harness.now.metadata.title)
    }

    @Test func theTitleTagAndTheSidecarsWinOverThePlaylistsTitle() throws {
        let harness = try SessionHarness()
        let tagged = try Fixtures.tagged("ogg", seconds: 20, tags: ["title": "Tag Title"])
        let sidecar = MediaItem(url: tagged, externalMetadata: [MetadataItem(.title, "Sidecar Title")], playlistTitle: "Listed")
        try harness.play([MediaItem(url: tagged, playlistTitle: "Listed"), sidecar])
        #expect(harness.now.metadata.title == "Tag Title")
        _ = harness.session.perform(.nextTrack)
        let next = try harness.waitForPublish { $0.queueIndex == 1 && $0.state == .playing }
        #expect(next.metadata.title == "Sidecar Title")
    }

    @Test func aStreamWithoutATitleOfItsOwnShowsItsPlaylistsTitleAndOneWithAnICYTitleShowsThat() throws {
        let server = try Self.radioServer(), harness = try SessionHarness()
        try harness.play([MediaItem(url: server.url("radio.mp3"), playlistTitle: "Radio From List"),
                          MediaItem(url: server.url("icy/radio.mp3?title=On%20Air%20Now"), playlistTitle: "Radio From List")],
                         timeout: 15)
        #expect(harness.now.metadata.title == "Radio From List", "not the URL's last part")
        _ = harness.session.perform(.nextTrack)
        let onAir = try harness.waitForPublish(timeout: 15) { $0.queueIndex == 1 && $0.metadata.title == "On Air Now" }
        #expect(onAir.metadata.title == "On Air Now", "\(harness.published.map(\.metadata.title))")
        #expect(server.requests.contains { $0.contains("GET /icy/radio.mp3") }, "\(server.requests)")
    }
}

/// A snapshot says which item plays once the current one ends (what an MPD client shows as
/// `nextsong`): the next, itself under repeat track, none at the end.
@Suite struct SnapshotNextItemTests {
    @Test func theNextItemFollowsTheRepeatMode() throws {
        let harness = try SessionHarness()
        let tone = try SnapshotBuilderTests.tagless()
        try harness.play([MediaItem(url: tone), MediaItem(url: tone)])
        #expect(harness.now.nextQueueIndex == 1)
        #expect(harness.session.perform(.repeatMode(.track)) == .success)
        #expect(harness.now.nextQueueIndex == 0)
        #expect(harness.session.perform(.repeatMode(RepeatMode.none)) == .success)
        #expect(harness.session.perform(.playIndex(2)) == .success)
        #expect(harness.now.nextQueueIndex == nil)
    }
}
