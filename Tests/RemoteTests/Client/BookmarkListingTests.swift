import Foundation
@testable import NowPlaying
@testable import Remote
import Testing

/// `playdeck remote bookmarks` in process, against a real control socket: numbered as
/// `bookmark-go N` takes them, names made safe for the terminal, and none when there are none.
@Suite struct BookmarkListingTests {
    static func server(_ bookmarks: [BookmarkInfo]) throws -> ThreadedServer {
        try ThreadedServer(info: {
            var info = NowPlayingInfo()
            info.path = "/m/talk.mp3"
            info.bookmarks = bookmarks
            return info
        }, answer: { _ in .absent("none here") })
    }

    @Test func eachBookmarkIsNumberedWithItsTimeAndName() throws {
        let server = try Self.server([BookmarkInfo(name: "Intro", time: 5), BookmarkInfo(name: "Chapter\u{1B}[2J 3", time: 724.5)])
        defer { server.stop() }
        let client = try ControlClient(path: server.path)
        #expect(try BookmarkListing.lines(client, json: false) == ["1  0:05  Intro", "2  12:04  Chapter\u{FFFD}[2J 3"])
        let json = try BookmarkListing.lines(try ControlClient(path: server.path), json: true)
        #expect(json.first == #"{"name":"Intro","number":1,"time":5}"#, "\(json)")
    }

    @Test func anItemWithoutBookmarksListsNone() throws {
        let server = try Self.server([])
        defer { server.stop() }
        #expect(try BookmarkListing.lines(try ControlClient(path: server.path), json: false).isEmpty)
    }
}
