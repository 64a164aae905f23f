import Commands
import EventLoop
import Foundation
import MediaFiles
import NowPlaying
import Stage
import Testing
import TestSupport

/// A server's song in picture in picture: `pip subsonic://NAME/ID` plays its stream (the
/// queue's own item, one a server list showed, or one the server is asked for), and the corner
/// shows the server's lyrics as the main session would.
@Suite(.serialized) struct PictureInPictureServerTests {
    /// Resources that hand out LRC text for any server song, and note what they were asked.
    final class Lyrical: ServerItemResources {
        let asked = Locked<[String]>([])
        func serves(_ location: String) -> Bool { location.hasPrefix("subsonic://") }
        func coverFile(for location: String) -> String? { nil }
        func lyrics(for location: String) -> LyricsSource? {
            asked.withLock { $0.append(location) }
            return LyricsSource(origin: .server, text: LyricsText(bytes: Array("[00:00.20]From the server\n".utf8)), isCut: false)
        }
    }

    /// A server song whose stream a local web server serves.
    private func song(_ id: Int, title: String) throws -> (MediaItem, LocalHTTPServer) {
        let file = try Fixtures.tone(seconds: 30, title: title, frequency: 550)
        let http = try LocalHTTPServer(root: (file as NSString).deletingLastPathComponent)
        var item = MediaItem(url: "subsonic://home/\(id)")
        item.playbackURL = http.url((file as NSString).lastPathComponent)
        return (item, http)
    }

    @Test func aListedSongPlaysItsStreamInTheCornerWithTheServersLyrics() throws {
        let rig = try StageRig()
        let resources = Lyrical()
        rig.stage.session.features.serverResources = resources
        let (item, http) = try song(42, title: "Corner Song")
        defer { http.stop() }
        rig.stage.serverItem = { $0 == item.url ? item : nil }
        rig.stage.session.play(items: [MediaItem(url: try Fixtures.tone(seconds: 30))])
        #expect(rig.run { rig.info?.state == .playing })
        #expect(rig.stage.source.perform(.pip(item.url)) == .success)
        #expect(rig.run { rig.info?.pictureInPicture?.state == .playing }, "the stream plays, not the subsonic:// name")
        #expect(rig.stage.source.perform(.pipSwap) == .success)
        #expect(rig.run { rig.info?.path == item.url && rig.info?.lyrics != nil })
        #expect(resources.asked.withLock { $0 } .contains(item.url))
    }

    @Test func theQueuesOwnItemIsUsedAndAnUnlistedSongIsAskedFor() throws {
        let rig = try StageRig()
        let (queued, http) = try song(7, title: "Queued Song")
        defer { http.stop() }
        var asked: [String] = []
        rig.stage.serverItemLater = { location, later in
            asked.append(location)
            later(.failure(ServerItemFailure(line: "not found on the server (error 70)")))
        }
        var notices: [String] = []
        rig.stage.onNotice = { line, _ in notices.append(line) }
        rig.stage.session.play(items: [MediaItem(url: try Fixtures.tone(seconds: 30)), queued])
        #expect(rig.run { rig.info?.state == .playing })
        #expect(rig.stage.source.perform(.pip(queued.url)) == .success)
        #expect(rig.run { rig.info?.pictureInPicture?.state == .playing }, "the queue's item, stream and all")
        #expect(asked.isEmpty)
        #expect(rig.stage.source.perform(.pip("subsonic://home/999")) == .success)
        #expect(asked == ["subsonic://home/999"])
        #expect(notices == ["subsonic://home/999: not found on the server (error 70)"])
        #expect(rig.info?.pictureInPicture?.state == .playing, "the corner plays on")
    }
}
