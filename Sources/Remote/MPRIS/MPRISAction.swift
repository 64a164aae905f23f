import Commands
import Locations
import NowPlaying

/// What an MPRIS method call or property write asks of PlayDeck: a command of the one
/// vocabulary, nothing, or a refusal.
public enum MPRISAction: Equatable, Sendable {
    /// A command through the command center.
    case perform(Command)
    /// Nothing: MPRIS says some calls have no effect (a stale track id, Raise).
    case nothing
    /// The call is refused with an InvalidArgs error.
    case reject(String)

    /// The action for a method of either interface.
    public static func method(_ member: String, arguments: [BusValue], info: NowPlayingInfo?, trackID: String) -> MPRISAction {
        switch member {
        case "Raise": return .nothing
        case "Quit": return .perform(.quit)
        case "Next": return .perform(.nextTrack)
        case "Previous": return .perform(.previousTrack)
        case "Pause": return .perform(.pause)
        case "PlayPause": return .perform(.togglePause)
        case "Stop": return .perform(.stop)
        case "Play": return .perform(.play)
        case "Seek":
            guard let offset = arguments.first?.number else { return .reject("Seek takes an offset in microseconds") }
            if offset > 0 { return .perform(.skipForward(offset / 1e6)) }
            return offset < 0 ? .perform(.skipBackward(-offset / 1e6)) : .nothing
        case "SetPosition":
            guard arguments.count == 2, let track = arguments[0].text, let position = arguments[1].number else {
                return .reject("SetPosition takes a track id and a position in microseconds")
            }
            // MPRIS: a stale track id, a negative position or one past the end does nothing.
            guard track == trackID, position >= 0 else { return .nothing }
            if let duration = info?.duration, position / 1e6 > duration { return .nothing }
            return .perform(.seek(to: position / 1e6))
        case "OpenUri":
            guard let uri = arguments.first?.text else { return .reject("OpenUri takes a URI") }
            return opening(uri)
        default:
            return .reject("unknown method \(member)")
        }
    }

    /// The action for writing a Player property.
    public static func set(_ property: String, to value: BusValue) -> MPRISAction {
        switch (property, value.number) {
        case let ("Rate", rate?): rate > 0 && rate.isFinite ? .perform(.setSpeed(rate)) : .perform(.pause)
        case let ("Volume", volume?) where volume.isFinite: .perform(.setVolume(max(0, volume) * 100))
        default: setMode(property, to: value)
        }
    }

    private static func setMode(_ property: String, to value: BusValue) -> MPRISAction {
        switch (property, value) {
        case ("LoopStatus", .string("None")): .perform(.repeatMode(RepeatMode.none))
        case ("LoopStatus", .string("Track")): .perform(.repeatMode(.track))
        case ("LoopStatus", .string("Playlist")): .perform(.repeatMode(.queue))
        case let ("Shuffle", .boolean(on)): .perform(.shuffle(on))
        default: .reject("\(property) cannot be set to that")
        }
    }

    /// What MPRIS may open (`LocationRule`, from another program): file:// URIs become paths,
    /// network streams stay; anything else is refused with its reason (and nothing is ever
    /// handed to a shell).
    static func opening(_ uri: String) -> MPRISAction {
        guard let scheme = LocationRule.scheme(of: uri) else { return .reject("\(Sanitized.line(uri)) is not a URI") }
        if let refusal = LocationRule.check(uri, from: .remote("MPRIS")) { return .reject(Sanitized.line(refusal.description)) }
        guard scheme.lowercased() == "file" else { return .perform(.open(uri)) }
        guard let path = FileURL.path(of: "file" + uri.dropFirst(scheme.count)) else {
            return .reject("cannot read the path in \(Sanitized.line(uri))")
        }
        return .perform(.open(path))
    }
}
