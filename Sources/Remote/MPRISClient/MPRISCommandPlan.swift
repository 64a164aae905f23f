import Commands
import NowPlaying

/// What a command from the tile becomes for another player: a method call on its Player
/// interface, a property written, or a refusal with the command center's status. A pure
/// function of the command and the snapshot the tile was shown.
public enum MPRISCommandPlan: Equatable, Sendable {
    /// Call a method of `org.mpris.MediaPlayer2.Player` with its arguments.
    case call(String, [BusValue])
    /// Write a property of `org.mpris.MediaPlayer2.Player`.
    case set(String, BusValue)
    /// Send nothing; answer with this status.
    case refuse(RemoteCommandStatus)

    /// The plan for `command`, given the snapshot of now, the track's id and the position at `now`.
    public static func plan(_ command: Command, info: NowPlayingInfo, trackID: String?, now: Double) -> MPRISCommandPlan {
        guard let state = info.commands.states[command.kind] else { return .refuse(.unsupported) }
        if case let .disabled(reason) = state { return .refuse(.disabled(reason)) }
        let intervals = info.skipIntervals
        switch command {
        case .play: return .call("Play", [])
        case .pause: return .call("Pause", [])
        case .togglePause: return .call("PlayPause", [])
        case .stop: return .call("Stop", [])
        case .nextTrack: return .call("Next", [])
        case .previousTrack: return .call("Previous", [])
        case let .skipForward(seconds): return seek(by: seconds ?? intervals.forward)
        case let .skipBackward(seconds): return seek(by: -(seconds ?? intervals.backward))
        case let .seek(target): return seek(to: target, info: info, trackID: trackID, now: now)
        case let .seekPercent(share):
            guard let duration = info.duration else {
                return .refuse(.commandFailed(SeekTarget.unknownLength))
            }
            return seek(to: duration * share / 100, info: info, trackID: trackID, now: now)
        case let .setSpeed(rate): return rate > 0 && rate.isFinite ? .set("Rate", .double(rate)) : .refuse(.commandFailed("No such speed"))
        case .speedNext:
            guard let next = info.speeds.next() else { return .refuse(.commandFailed("Already at the fastest speed")) }
            return .set("Rate", .double(next.rate))
        case .speedPrevious:
            guard let previous = info.speeds.previous() else { return .refuse(.commandFailed("Already at the slowest speed")) }
            return .set("Rate", .double(previous.rate))
        case .speedReset: return .set("Rate", .double(1))
        case let .setVolume(percent): return volume(percent)
        case let .volumeUp(step): return volume(info.volume + (step ?? 5))
        case let .volumeDown(step): return volume(info.volume - (step ?? 5))
        case let .shuffle(on): return .set("Shuffle", .boolean(on ?? !info.isShuffled))
        case let .repeatMode(mode): return .set("LoopStatus", .string(MPRISPlayer.loopStatus(mode ?? info.repeatMode.next)))
        default: return .refuse(.unsupported)
        }
    }

    private static func seek(by seconds: Double) -> MPRISCommandPlan {
        guard seconds.isFinite else { return .refuse(.commandFailed("No such offset")) }
        return .call("Seek", [.int64(MPRISPlayer.microseconds(abs(seconds)) * (seconds < 0 ? -1 : 1))])
    }

    /// SetPosition with the track's id; a player that names no track is sent the offset instead.
    private static func seek(to target: Double, info: NowPlayingInfo, trackID: String?, now: Double) -> MPRISCommandPlan {
        guard target.isFinite else { return .refuse(.commandFailed("No such position")) }
        let clamped = min(max(0, target), info.duration ?? .infinity)
        if let trackID, trackID.hasPrefix("/") {
            return .call("SetPosition", [.objectPath(trackID), .int64(MPRISPlayer.microseconds(clamped))])
        }
        return seek(by: clamped - (info.elapsed(at: now) ?? 0))
    }

    private static func volume(_ percent: Double) -> MPRISCommandPlan {
        guard percent.isFinite else { return .refuse(.commandFailed("No such volume")) }
        return .set("Volume", .double(max(0, percent) / 100))
    }
}
