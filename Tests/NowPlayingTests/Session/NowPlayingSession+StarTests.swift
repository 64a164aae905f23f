import Foundation
@testable import NowPlaying
import Testing
import TestSupport

/// A server song's star as the snapshot shows it: the one it was queued with, then each star the
/// server took for it (`noteStar`), published at once when it plays, kept by the queue's items of
/// it when it does not.
@Suite struct NowPlayingSessionStarTests {
    @Test func theStarOfTheSongPlayingIsPublishedAndTheQueuesOtherItemsKeepTheirs() throws {
        let song = try Fixtures.tone(seconds: 5, title: "Starred Tone")
        let http = try LocalHTTPServer(root: (song as NSString).deletingLastPathComponent)
        func item(_ id: String, starred: Bool?) -> MediaItem {
            var item = MediaItem(url: "subsonic://home/\(id)")
            item.playbackURL = http.url((song as NSString).lastPathComponent)
            item.starred = starred
            return item
        }
        let harness = try SessionHarness()
        try harness.play([item("42", starred: false), item("43", starred: nil)])
        try harness.run(timeout: 10, "the song playing") { harness.last?.state == .playing }
        #expect(harness.last?.isStarred == false)

        harness.session.noteStar(of: "subsonic://home/42", starred: true)
        #expect(harness.last?.isStarred == true, "published at once")
        harness.session.noteStar(of: "subsonic://home/43", starred: true)
        #expect(harness.session.queue.items.map(\.starred) == [true, true])
        #expect(harness.last?.isStarred == true)
        harness.session.noteStar(of: "subsonic://home/42", starred: false)
        #expect(harness.last?.isStarred == false)
        _ = http
    }
}
