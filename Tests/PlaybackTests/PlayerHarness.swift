import Playback

/// Drives a real libmpv player in tests: waits on its wakeup descriptor, never sleeps.
final class PlayerHarness {
    let player: Player
    private(set) var seen: [PlayerEvent] = []

    init(untimed: Bool = false) throws {
        player = try Player(options: PlayerOptions(audioOutput: "null", videoOutput: "null", untimedAudio: untimed))
    }

    init(options: PlayerOptions) throws {
        player = try Player(options: options)
    }

    /// Collects events until one matches, or fails after `timeout` seconds.
    @discardableResult
    func waitFor(timeout: Double = 10, _ match: (PlayerEvent) -> Bool) throws -> PlayerEvent {
        let deadline = Self.now() + timeout
        while true {
            for event in player.nextEvents() {
                seen.append(event)
                if match(event) { return event }
            }
            let left = deadline - Self.now()
            guard left > 0 else { throw HarnessError.timedOut(seen.suffix(8).map { "\($0)" }) }
            _ = player.waitForEvents(timeout: left)
        }
    }

    /// Waits for the end of the current file and returns its reason.
    func waitForEnd(timeout: Double = 10) throws -> EndReason {
        let event = try waitFor(timeout: timeout) { if case .fileEnded = $0 { true } else { false } }
        guard case let .fileEnded(_, reason) = event else { throw HarnessError.timedOut([]) }
        return reason
    }

    /// Loads a file and waits until it plays.
    func play(_ path: String) throws {
        try player.load(path)
        try waitFor { $0 == .playbackRestarted }
    }

    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}

enum HarnessError: Error {
    case timedOut([String])
}

#if canImport(Glibc)
import Glibc
#endif
