import Foundation
import Glibc
import NowPlaying
import Playback
import PlayerDoubles
import Testing
import TestSupport

/// The two players every conformance check runs against.
enum PlayerKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    /// `Player`: real libmpv with ao=null and vo=null.
    case libmpv
    /// `FakePlayer` on a manual clock, given ffprobe's description of the same files.
    case fake

    var testDescription: String { rawValue }
}

/// One player of either kind, observing what a session observes. Time passes the way each
/// one's does: the real one is waited for in poll(2) on its wakeup descriptor; the fake's clock
/// moves to its next moment, or to the end of the wait, when none of its events is waiting.
final class ConformanceRig {
    let player: any PlayerDriving
    private let real: Player?
    private let clock: ManualClock?
    /// Every event so far, log lines included.
    private(set) var events: [PlayerEvent] = []

    /// A player that can open `files` (real files, made by Fixtures); `untimed` lets the real one
    /// play as fast as it can decode.
    init(_ kind: PlayerKind, files: [String] = [], untimed: Bool = false) throws {
        switch kind {
        case .libmpv:
            let player = try Player(options: PlayerOptions(audioOutput: "null", videoOutput: "null", untimedAudio: untimed))
            try player.observe(SessionProperties.observed)
            (self.player, real, clock) = (player, player, nil)
        case .fake:
            let clock = ManualClock()
            var media: [String: FakeMedia] = [:]
            for path in files where FileManager.default.fileExists(atPath: path) { media[path] = try FakeMedia.probe(path) }
            let fake = FakePlayer(clock: clock, files: media)
            fake.observe(SessionProperties.observed)
            (player, real, self.clock) = (fake, nil, clock)
        }
        // libmpv samples a property's first value when it is first drained: taking them now
        // starts every check from an idle player that has said so.
        try waitFor("the first values") { $0 == .propertyChanged(.idleActive(true)) }
    }

    deinit { real?.close() }

    /// The player's time: monotonic seconds for the real one, the manual clock's for the fake.
    var now: Double {
        if let clock { return clock.now }
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// Events other than log lines, from `index` on.
    func reported(from index: Int = 0) -> [PlayerEvent] {
        events[min(index, events.count)...].filter { if case .log = $0 { false } else { true } }
    }

    /// Takes every event waiting, then lets time pass until more come or `deadline` arrives.
    private func pass(until deadline: Double) {
        if player.wakeupDescriptor >= 0, isReadable(player.wakeupDescriptor) {
            events += player.nextEvents()
            return
        }
        if let clock {
            clock.advance(to: min(deadline, clock.nextAlarm ?? deadline))
        } else {
            var entry = pollfd(fd: player.wakeupDescriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&entry, 1, Int32(max(0, ((deadline - now) * 1000).rounded(.up))))
        }
        if isReadable(player.wakeupDescriptor) { events += player.nextEvents() }
    }

    private func isReadable(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) > 0
    }

    /// Lets time pass until an event from `index` on matches, and returns its index; throws
    /// after `seconds` of the player's time.
    @discardableResult
    func waitFor(_ what: String, from index: Int = 0, within seconds: Double = 10,
                 _ match: (PlayerEvent) -> Bool) throws -> Int {
        let deadline = now + seconds
        while true {
            if let found = events.indices.first(where: { $0 >= index && match(events[$0]) }) { return found }
            guard now < deadline else {
                throw FixtureError("no \(what) within \(seconds) s; events: \(reported(from: max(0, index - 4)).suffix(20))")
            }
            pass(until: deadline)
        }
    }

    /// Lets time pass, taking events, until `condition` holds; throws after `seconds`.
    func waitUntil(_ what: String, within seconds: Double = 10, _ condition: () -> Bool) throws {
        let deadline = now + seconds
        while !condition() {
            guard now < deadline else { throw FixtureError("not \(what) within \(seconds) s; events: \(reported().suffix(20))") }
            pass(until: deadline)
        }
    }

    /// Lets `seconds` of the player's time pass, taking its events.
    func wait(_ seconds: Double) {
        let deadline = now + seconds
        while now < deadline { pass(until: deadline) }
        if isReadable(player.wakeupDescriptor) { events += player.nextEvents() }
    }

    /// Loads `path` and waits until playback restarts; returns the index of its start event.
    @discardableResult
    func play(_ path: String) throws -> Int {
        let from = events.count
        try player.load(path)
        try waitFor("playback to restart", from: from) { $0 == .playbackRestarted }
        return try waitFor("the start", from: from) { if case .fileStarted = $0 { true } else { false } }
    }

    /// The media time now.
    var time: Double? {
        if case let .timePosition(t?)? = player.current(.timePosition) { t } else { nil }
    }
}

extension PlayerEvent {
    /// The change a property event carries.
    var propertyChange: PropertyChange? {
        if case let .propertyChanged(change) = self { change } else { nil }
    }

    /// The entry id of a start or end event.
    var entryID: Int64? {
        switch self {
        case let .fileStarted(id), let .fileEnded(id, _): id
        default: nil
        }
    }
}
