import Foundation
@testable import NowPlaying
@testable import Remote
import Testing

/// `playdeck status` over the socket in process: the snapshot, and a refusal as its reason.
@Suite struct StatusReaderTests {
    @Test func theSnapshotIsThePlayersWithItsPath() throws {
        let server = try ThreadedServer(info: {
            var info = NowPlayingInfo()
            info.path = "/m/song.mp3"
            info.state = .paused
            return info
        }, answer: { _ in .absent("none here") })
        defer { server.stop() }
        let status = try StatusReader.snapshot(try ControlClient(path: server.path))
        #expect(status.path == "/m/song.mp3" && status.state == "paused")
    }

    @Test func aRefusalOrAnUnreadableAnswerIsAStatusRefusal() {
        #expect(throws: StatusRefusal.self) { try StatusReader.decode(#"{"status":"disabled","reason":"not now"}"#) }
        #expect((try? StatusReader.decode("garbage")) == nil)
        do {
            _ = try StatusReader.decode(#"{"status":"disabled","reason":"not now"}"#)
        } catch let refusal as StatusRefusal {
            #expect(refusal.reason == "not now")
        } catch {
            Issue.record("\(error)")
        }
    }
}
