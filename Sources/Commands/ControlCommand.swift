/// One command of PlayDeck's vocabulary: what a key binding, the control socket,
/// `playdeck remote` and MPRIS all ask for, written the same way everywhere.
public enum ControlCommand: Equatable, Sendable {
    case play
    case pause
    case togglePause
    case stop
    /// Skip by the given seconds, or by the first preferred interval when nil.
    case skipForward(Double?)
    case skipBackward(Double?)
    /// Go to a content time in seconds (ads excluded).
    case seek(to: Double)
    case setSpeed(Double)
    case speedNext
    case speedPrevious
    case speedReset
    case setVolume(Double)
    case volumeUp(Double?)
    case volumeDown(Double?)
    case toggleMute
    case nextTrack
    case previousTrack
    case nextChapter
    case previousChapter
    case skipAd
    /// Press the contextual action visible now ("Skip Intro").
    case pressAction
    case playFromBeginning
    case speedMenu
    case infoPanel
    case help
    case queue
    /// Shuffle the play order, or go back to the queue's order.
    case toggleShuffle
    /// Repeat none → track → queue → none.
    case cycleRepeat
    /// Play the queue's item at a 1-based position.
    case playIndex(Int)
    /// Remove the queue's item at a 1-based position.
    case remove(Int)
    /// Move the queue's item at a 1-based position so that it takes another 1-based position.
    case move(from: Int, to: Int)
    /// Move the item highlighted in the queue panel one place up.
    case moveUp
    /// Move the item highlighted in the queue panel one place down.
    case moveDown
    /// Play the audio track with mpv's id.
    case audioTrack(Int)
    /// Show the subtitle track with mpv's id; 0 turns subtitles off.
    case subtitleTrack(Int)
    /// Show a second subtitle track with mpv's id alongside the first; 0 turns it off.
    case secondarySubtitleTrack(Int)
    case audioMenu
    case subtitleMenu
    case secondarySubtitleMenu
    case toggleFit
    case reloadConfig
    case quit

    /// Every command name with a one-line summary, in the order help shows them.
    public static let vocabulary: [(name: String, argument: String?, summary: String)] = [
        ("play", nil, "resume playback at the selected speed"),
        ("pause", nil, "pause"),
        ("toggle-pause", nil, "play or pause"),
        ("stop", nil, "stop and clear the queue"),
        ("skip-forward", "[SECONDS]", "skip ahead (default: first forward interval)"),
        ("skip-backward", "[SECONDS]", "skip back (default: first backward interval)"),
        ("seek", "SECONDS", "go to a time, ads not counted"),
        ("speed", "RATE", "set the playback rate"),
        ("speed-next", nil, "next speed in the list"),
        ("speed-previous", nil, "previous speed in the list"),
        ("speed-reset", nil, "back to the default speed"),
        ("volume", "PERCENT", "set the volume"),
        ("volume-up", "[PERCENT]", "louder (default 5)"),
        ("volume-down", "[PERCENT]", "quieter (default 5)"),
        ("mute", nil, "mute or unmute"),
        ("next", nil, "next item"),
        ("previous", nil, "previous item"),
        ("chapter-next", nil, "next chapter"),
        ("chapter-previous", nil, "previous chapter"),
        ("skip-ad", nil, "skip the ad or interstitial once it may be skipped"),
        ("action", nil, "press the button shown now, e.g. Skip Intro"),
        ("play-from-beginning", nil, "start the item over"),
        ("speed-menu", nil, "open the speed menu"),
        ("info", nil, "open the info panel"),
        ("help", nil, "show the keys"),
        ("queue", nil, "show the queue"),
        ("shuffle", nil, "shuffle on or off"),
        ("repeat", nil, "repeat none, track or queue"),
        ("play-index", "N", "play the queue's Nth item (1 = first)"),
        ("remove", "N", "remove the queue's Nth item (1 = first)"),
        ("move", "FROM TO", "move the queue's item at FROM to place TO"),
        ("move-up", nil, "move the highlighted item up"),
        ("move-down", nil, "move the highlighted item down"),
        ("audio-track", "ID", "play audio track ID"),
        ("subtitle-track", "ID", "show subtitle track ID (0 = off)"),
        ("secondary-subtitle-track", "ID", "also show subtitle track ID (0 = off)"),
        ("audio-menu", nil, "open the audio track menu"),
        ("subtitle-menu", nil, "open the subtitle track menu"),
        ("secondary-subtitle-menu", nil, "open the second subtitle menu"),
        ("fit-fill", nil, "toggle video fit and fill"),
        ("reload-config", nil, "read the config file again"),
        ("quit", nil, "quit PlayDeck"),
    ]

    /// Parses "skip-forward 30" or "toggle-pause"; the error is a sentence for a person.
    public init(parsing text: String) throws(CommandParseError) {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let name = words.first else { throw CommandParseError("empty command") }
        try self.init(name: name, arguments: Array(words.dropFirst()))
    }

    /// Builds a command from its name and its words of argument.
    public init(name: String, arguments: [String]) throws(CommandParseError) {
        guard let entry = Self.vocabulary.first(where: { $0.name == name }) else {
            let hint = closestMatch(to: name, in: Self.vocabulary.map(\.name)).map { "; did you mean '\($0)'?" } ?? ""
            throw CommandParseError("unknown command '\(name)'\(hint)")
        }
        // "[SECONDS]" is one optional word, "N" one required word, "FROM TO" two required words.
        let most = entry.argument.map { $0.split(separator: " ").count } ?? 0
        let least = entry.argument?.hasPrefix("[") == false ? most : 0
        if most == 0, !arguments.isEmpty { throw CommandParseError("'\(name)' takes no argument") }
        if arguments.count > most {
            let amount = most == 1 ? "one argument" : most == 2 ? "two arguments" : "\(most) arguments"
            throw CommandParseError("'\(name)' takes \(amount)")
        }
        if arguments.count < least { throw CommandParseError("'\(name)' needs \(entry.argument ?? "")") }
        var numbers: [Double] = []
        for word in arguments {
            guard let value = Double(word), value.isFinite else {
                throw CommandParseError("'\(name)' takes a number, got '\(word)'")
            }
            numbers.append(value)
        }
        self = try Self.make(name, numbers)
    }

    private static func make(_ name: String, _ numbers: [Double]) throws(CommandParseError) -> ControlCommand {
        let number = numbers.first
        func positive(_ value: Double?) throws(CommandParseError) -> Double? {
            if let value, value <= 0 { throw CommandParseError("'\(name)' takes a positive number") }
            return value
        }
        func whole(_ value: Double?, from lowest: Int) throws(CommandParseError) -> Int {
            guard let value, value == value.rounded(), value >= Double(lowest), value < 1e9 else {
                throw CommandParseError("'\(name)' takes a whole number of \(lowest) or more")
            }
            return Int(value)
        }
        switch name {
        case "play": return .play
        case "pause": return .pause
        case "toggle-pause": return .togglePause
        case "stop": return .stop
        case "skip-forward": return .skipForward(try positive(number))
        case "skip-backward": return .skipBackward(try positive(number))
        case "seek":
            guard let number, number >= 0 else { throw CommandParseError("'seek' takes a time of 0 or more") }
            return .seek(to: number)
        case "speed": return .setSpeed(try positive(number) ?? 1)
        case "speed-next": return .speedNext
        case "speed-previous": return .speedPrevious
        case "speed-reset": return .speedReset
        case "volume":
            guard let number, number >= 0 else { throw CommandParseError("'volume' takes a percentage of 0 or more") }
            return .setVolume(number)
        case "volume-up": return .volumeUp(try positive(number))
        case "volume-down": return .volumeDown(try positive(number))
        case "mute": return .toggleMute
        case "next": return .nextTrack
        case "previous": return .previousTrack
        case "chapter-next": return .nextChapter
        case "chapter-previous": return .previousChapter
        case "skip-ad": return .skipAd
        case "action": return .pressAction
        case "play-from-beginning": return .playFromBeginning
        case "speed-menu": return .speedMenu
        case "info": return .infoPanel
        case "help": return .help
        case "queue": return .queue
        case "shuffle": return .toggleShuffle
        case "repeat": return .cycleRepeat
        case "play-index": return .playIndex(try whole(number, from: 1))
        case "remove": return .remove(try whole(number, from: 1))
        case "move": return .move(from: try whole(number, from: 1), to: try whole(numbers.last, from: 1))
        case "move-up": return .moveUp
        case "move-down": return .moveDown
        case "audio-track": return .audioTrack(try whole(number, from: 1))
        case "subtitle-track": return .subtitleTrack(try whole(number, from: 0))
        case "secondary-subtitle-track": return .secondarySubtitleTrack(try whole(number, from: 0))
        case "audio-menu": return .audioMenu
        case "subtitle-menu": return .subtitleMenu
        case "secondary-subtitle-menu": return .secondarySubtitleMenu
        case "fit-fill": return .toggleFit
        case "reload-config": return .reloadConfig
        default: return .quit
        }
    }

    /// The command written back in the vocabulary, e.g. "skip-forward 30".
    public var text: String {
        switch self {
        case .play: "play"
        case .pause: "pause"
        case .togglePause: "toggle-pause"
        case .stop: "stop"
        case let .skipForward(s): s.map { "skip-forward \(format($0))" } ?? "skip-forward"
        case let .skipBackward(s): s.map { "skip-backward \(format($0))" } ?? "skip-backward"
        case let .seek(to): "seek \(format(to))"
        case let .setSpeed(r): "speed \(format(r))"
        case .speedNext: "speed-next"
        case .speedPrevious: "speed-previous"
        case .speedReset: "speed-reset"
        case let .setVolume(v): "volume \(format(v))"
        case let .volumeUp(v): v.map { "volume-up \(format($0))" } ?? "volume-up"
        case let .volumeDown(v): v.map { "volume-down \(format($0))" } ?? "volume-down"
        case .toggleMute: "mute"
        case .nextTrack: "next"
        case .previousTrack: "previous"
        case .nextChapter: "chapter-next"
        case .previousChapter: "chapter-previous"
        case .skipAd: "skip-ad"
        case .pressAction: "action"
        case .playFromBeginning: "play-from-beginning"
        case .speedMenu: "speed-menu"
        case .infoPanel: "info"
        case .help: "help"
        case .queue: "queue"
        case .toggleShuffle: "shuffle"
        case .cycleRepeat: "repeat"
        case let .playIndex(n): "play-index \(n)"
        case let .remove(n): "remove \(n)"
        case let .move(from, to): "move \(from) \(to)"
        case .moveUp: "move-up"
        case .moveDown: "move-down"
        case let .audioTrack(id): "audio-track \(id)"
        case let .subtitleTrack(id): "subtitle-track \(id)"
        case let .secondarySubtitleTrack(id): "secondary-subtitle-track \(id)"
        case .audioMenu: "audio-menu"
        case .subtitleMenu: "subtitle-menu"
        case .secondarySubtitleMenu: "secondary-subtitle-menu"
        case .toggleFit: "fit-fill"
        case .reloadConfig: "reload-config"
        case .quit: "quit"
        }
    }
}

/// Why a command did not parse, as a sentence for a person.
public struct CommandParseError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The sentence, without a trailing period.
    public let message: String
    /// Wraps a sentence.
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

private func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
