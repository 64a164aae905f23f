/// What a sleep timer is asked to wait for: a length of listening, the end of the item or of
/// the chapter playing, or nothing any more.
public enum SleepTimerRequest: Equatable, Sendable {
    /// Pause after this many seconds of playback.
    case after(Double)
    /// Pause where the item playing ends, before the next one starts.
    case endOfItem
    /// Pause where the chapter playing ends.
    case endOfChapter
    /// No sleep timer.
    case off

    /// The words besides durations, as the vocabulary writes them.
    static let words = ["end-of-item", "end-of-chapter", "off"]

    /// Reads "30m", "90s", "1h", "1h30m", "end-of-item", "end-of-chapter" or "off"; nil for
    /// anything else (a bare number, a unit missing or repeated, less than a second).
    public init?(text: String) {
        switch text {
        case "end-of-item": self = .endOfItem
        case "end-of-chapter": self = .endOfChapter
        case "off": self = .off
        default:
            guard let seconds = Self.seconds(text) else { return nil }
            self = .after(seconds)
        }
    }

    /// The request as `init(text:)` reads it: whole hours as "1h", whole minutes as "30m", else
    /// seconds ("90s", "0.5s").
    public var text: String {
        switch self {
        case let .after(seconds):
            if seconds >= 3600, seconds.truncatingRemainder(dividingBy: 3600) == 0 { return Command.format(seconds / 3600) + "h" }
            if seconds >= 60, seconds.truncatingRemainder(dividingBy: 60) == 0 { return Command.format(seconds / 60) + "m" }
            return Command.format(seconds) + "s"
        case .endOfItem: return "end-of-item"
        case .endOfChapter: return "end-of-chapter"
        case .off: return "off"
        }
    }

    /// Numbers each followed by h, m or s, largest unit first, adding up to a second or more.
    private static func seconds(_ text: String) -> Double? {
        var total = 0.0, number = "", units: [Character] = []
        for character in text {
            if character.isASCII, character.isNumber || character == "." {
                number.append(character)
                continue
            }
            let scale: Double
            switch character {
            case "h": scale = 3600
            case "m": scale = 60
            case "s": scale = 1
            default: return nil
            }
            // Each unit once, hours before minutes before seconds.
            guard let value = Double(number), value.isFinite, !units.contains(character),
                  units.last.map({ unitOrder($0) < unitOrder(character) }) ?? true else { return nil }
            units.append(character)
            total += value * scale
            number = ""
        }
        guard number.isEmpty, !units.isEmpty, total >= 1, total < 1e9 else { return nil }
        return total
    }

    private static func unitOrder(_ unit: Character) -> Int {
        unit == "h" ? 0 : unit == "m" ? 1 : 2
    }
}
