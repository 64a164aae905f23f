import Commands
import EventLoop
import Foundation
@testable import NowPlaying
import Testing
@testable import Remote

/// The peer on its loop against a server the test plays (SyncplayTestServer), over a source whose
/// command center is a recorder: the messages come in the order a loaded machine can make them.
@Suite struct SyncplayPeerTests {
    /// What reached the command center.
    final class Center: @unchecked Sendable {
        var commands: [Command] = []
    }

    /// A peer named `deck` in the room `r` with TLS off, its loop, its info center and its center.
    struct Rig {
        let loop = EventLoop()
        let info = NowPlayingInfoCenter()
        let center = Center()
        let server: SyncplayTestServer
        let peer: SyncplayPeer

        init() throws {
            server = try SyncplayTestServer()
            let center = center
            let source = SessionSource(infoCenter: info, perform: { command in
                center.commands.append(command)
                return .success
            })
            peer = SyncplayPeer(loop: loop, source: source,
                                configuration: .init(host: "127.0.0.1", port: server.port, room: "r", name: "deck", tls: .off),
                                clock: SessionClock(monotonic: { 100 }, unix: { 1_000_000 }))
        }

        /// Turns the loop and reads what the server got until `condition` holds (at most 10 s).
        func turn(until condition: () -> Bool) -> Bool {
            let deadline = EventLoop.now() + 10
            while !condition(), EventLoop.now() < deadline {
                loop.runOnce(timeout: 0.05)
                server.poll()
            }
            return condition()
        }

        /// The server answers the peer's Hello, as syncplay-server 1.6.9 does.
        func welcome() throws {
            guard turn(until: { server.lines.contains { $0.contains(#""Hello""#) } }) else {
                throw TestFailure("the peer never said Hello: \(server.lines)")
            }
            try server.send(#"{"Hello": {"username": "deck", "room": {"name": "r"}, "version": "1.6.9", "realversion": "1.6.9", "#
                + #""motd": "", "features": {"readiness": true, "managedRooms": true, "chat": true}}}"#)
        }

        /// The server sends the room's state and waits for the peer's answer to it.
        func state(position: Double, paused: Bool, setBy: String?) throws {
            let answered = server.states.count
            let setter = setBy.map { #""\#($0)""# } ?? "null"
            try server.send(#"{"State": {"ping": {"latencyCalculation": 999999.5, "serverRtt": 0}, "#
                + #""playstate": {"position": \#(position), "paused": \#(paused), "doSeek": null, "setBy": \#(setter)}}}"#)
            guard turn(until: { server.states.count > answered }) else { throw TestFailure("the peer never answered the State") }
        }

        /// The player's snapshot of the file at `elapsed`.
        func publish(_ state: PlaybackState, at elapsed: Double) {
            var snapshot = NowPlayingInfo()
            snapshot.path = "/nowhere/together.mp3"
            snapshot.duration = 120
            snapshot.state = state
            snapshot.mediaElapsed = elapsed
            snapshot.rate = state == .playing ? 1 : 0
            snapshot.uptime = 100
            info.publish(snapshot)
            server.poll()
        }
    }

    struct TestFailure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    /// Seen under load: the room's first state (paused at 0) came before the file was loaded;
    /// the file's first snapshot (playing, as a file starts) was taken for a play of ours and
    /// announced, and the room unpaused for everyone ("deck unpaused").
    @Test func theRoomsFirstStateBeforeOurFileIsNotUndoneByTheFilesFirstSnapshot() throws {
        let rig = try Rig()
        try rig.welcome()
        try rig.state(position: 0, paused: true, setBy: nil)
        #expect(rig.center.commands.isEmpty, "no file to move yet")
        let before = rig.server.playstates.count
        rig.publish(.playing, at: 0.2)
        #expect(rig.center.commands == [.seek(to: 0), .pause], "the file goes where the room is")
        rig.publish(.paused, at: 0)
        try rig.state(position: 0, paused: true, setBy: nil)
        let sent = rig.server.playstates.dropFirst(before)
        #expect(!sent.contains { $0["paused"] as? Bool == false }, "nothing of ours unpaused the room: \(Array(sent))")
        #expect(rig.center.commands == [.seek(to: 0), .pause])
    }

    /// Another's pause is said at once, in place of what was said before (queued behind each
    /// other as notices, they came seconds late); this peer's own, told back by the server, is
    /// not said at all; a chat line waits its turn among the notices, never lost.
    @Test func anothersChangeIsSaidAtOnceAndOurOwnNotAtAll() throws {
        let rig = try Rig()
        var feedback: [String] = [], notices: [String] = []
        rig.info.addFeedbackObserver { feedback.append($0) }
        rig.info.addNoticeObserver { notices.append($0) }
        try rig.welcome()
        rig.publish(.playing, at: 10)
        try rig.state(position: 10, paused: false, setBy: nil)
        try rig.state(position: 12, paused: true, setBy: "ana")
        #expect(feedback.contains("ana paused at 0:12"), "\(feedback)")
        try rig.state(position: 12, paused: false, setBy: "deck")
        try rig.state(position: 12, paused: true, setBy: "deck")
        #expect(!(feedback + notices).contains { $0.hasPrefix("deck ") }, "\(feedback) \(notices)")
        try rig.server.send(#"{"Chat": {"username": "ana", "message": "hello"}}"#)
        #expect(rig.turn { notices.contains("<ana> hello") }, "\(notices)")
    }
}
