import EventLoop
import Foundation
import Glibc
import NowPlaying
import Testing
import TestSupport
@testable import Remote

/// The position the tile shows for another player, moved on from one `Position` read at `Rate`
/// and never polled, against the player's own after a minute of real playback: mpv with
/// mpv-mpris and ao=null (which plays in real time), its own `time-pos` read over its JSON IPC.
/// A minute of wall time, in a suite of its own and on a thread of its own, so that it runs
/// beside the other tests and holds none of the test pool's threads (two, on two cores).
@Suite(.timeLimit(.minutes(5))) struct MPRISPositionDriftTests {
    /// mpv's position and the one shown at the same moment, at the start of the minute and at its end.
    struct Minute: Sendable {
        var start: (mpv: Double, shown: Double)
        var end: (mpv: Double, shown: Double)
        /// How long the last IPC round trip took: the moment compared is its middle.
        var within: Double
        /// The seconds of the clock between the two readings.
        var wall: Double
        var state: PlaybackState?
    }

    @Test func afterSixtySecondsThePositionShownIsMPVsOwnToAQuarterSecond() async throws {
        let minute = try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread { continuation.resume(with: Result { try Self.playAMinute() }) }
        }
        #expect(abs(minute.start.shown - minute.start.mpv) < 0.25, "at the start: shown \(minute.start.shown), mpv \(minute.start.mpv)")
        #expect(minute.end.mpv - minute.start.mpv > 59, "mpv played the minute: \(minute.start.mpv) → \(minute.end.mpv)")
        // Under a loaded machine mpv itself can fall behind the clock (its decoder starved), and
        // nothing tells an MPRIS client: mpv-mpris sends Seeked only for seeks. What mpv lost is
        // then what any client's extrapolation is ahead by, and the shown position must be mpv's
        // own as it told it: the one it reports, plus what it lost without saying.
        let lost = minute.wall - (minute.end.mpv - minute.start.mpv)
        #expect(abs(minute.end.shown - minute.end.mpv) < 0.25 || abs(minute.end.shown - minute.end.mpv - lost) < 0.25,
                "after 60 s: shown \(minute.end.shown), mpv \(minute.end.mpv), mpv lost \(lost) s (asked within \(minute.within) s)")
        #expect(minute.state == .playing)
    }

    /// Plays the minute with the source following mpv on this thread's loop.
    static func playAMinute() throws -> Minute {
        let tone = try Fixtures.tone(seconds: 80)
        let fixture = try BusClientFixture()
        let world = try TestWorld(bus: fixture.bus.address)
        defer { world.remove() }
        let ipc = world.path + "/mpv-ipc"
        // Spawned, not a LiveProcess: mpv keeps the test thread's blocked SIGTERM, and would play on.
        let mpv = try SpawnedProgram("/usr/bin/mpv", ["--no-config", "--idle=no", "--ao=null", "--vo=null", "--no-terminal",
                                                      "--script=\(MPRISClientRealPlayersTests.mpvScript)",
                                                      "--input-ipc-server=\(ipc)", tone], in: world)
        defer { mpv.stop() }
        // Followed once it plays in earnest: what is measured is the minute, not mpv's start.
        guard MPVIPC.waitForPosition(1, at: ipc) else { throw FixtureError("mpv did not start playing") }
        let recorded = try MPRISClientRealPlayersTests.follow("org.mpris.MediaPlayer2.mpv", in: fixture)
        guard fixture.turn(until: { recorded.info?.state == .playing && recorded.info?.duration != nil }) else {
            throw FixtureError("mpv is not shown playing: \(String(describing: recorded.info))")
        }
        let start = try MPVIPC.timePosition(at: ipc)
        let early = recorded.info?.elapsed(at: start.at) ?? -1
        fixture.turn(for: 60)
        let end = try MPVIPC.timePosition(at: ipc)
        let shown = recorded.info?.elapsed(at: end.at) ?? -1
        return Minute(start: (start.position, early), end: (end.position, shown), within: end.within, wall: end.at - start.at,
                      state: recorded.info?.state)
    }
}

/// mpv's JSON IPC (`--input-ipc-server`), for reading its own idea of the position.
enum MPVIPC {
    /// Asks until mpv's position has reached `seconds` (its socket may not be there yet);
    /// false if it does not within `timeout` seconds.
    static func waitForPosition(_ seconds: Double, at path: String, timeout: Double = 20) -> Bool {
        let end = EventLoop.now() + timeout
        while EventLoop.now() < end {
            if let read = try? timePosition(at: path), read.position >= seconds { return true }
            usleep(20_000)
        }
        return false
    }

    /// mpv's `time-pos` and the monotonic moment it was true at: the middle of the round trip
    /// (`within` seconds long).
    static func timePosition(at path: String) throws -> (position: Double, at: Double, within: Double) {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw FixtureError("socket: \(errno)") }
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { throw FixtureError("\(path) is too long") }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else { throw FixtureError("mpv's IPC at \(path): errno \(errno)") }
        let request = Array(#"{"command": ["get_property", "time-pos"], "request_id": 7}"#.utf8) + [10]
        let sent = EventLoop.now()
        guard write(fd, request, request.count) == request.count else { throw FixtureError("write to mpv's IPC: \(errno)") }
        var pending: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(fd, &buffer, buffer.count)
            guard count > 0 else { throw FixtureError("mpv's IPC closed without answering") }
            let answered = EventLoop.now()
            pending += buffer[0..<count]
            // Events mpv sends every client come on lines of their own; the answer carries the id.
            while let newline = pending.firstIndex(of: 10) {
                let line = Array(pending[..<newline])
                pending.removeFirst(newline + 1)
                guard let object = try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
                      object["request_id"] as? Int == 7 else { continue }
                guard let position = object["data"] as? Double else {
                    throw FixtureError("mpv answered \(String(decoding: line, as: UTF8.self))")
                }
                return (position, (sent + answered) / 2, answered - sent)
            }
        }
    }
}
