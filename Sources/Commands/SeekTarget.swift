/// Where a "go to" leads, as a person types it: the tile's go-to prompt and `seek` read it with
/// this one parser. `1:23`, `1:02:03` or `90` is a time, `45%` a share of the item's length,
/// `+30` or `-1:00` a step from where playback is.
public enum SeekTarget: Equatable, Sendable {
    /// A content time in seconds.
    case time(Double)
    /// A percentage (0–100) of the item's length.
    case percent(Double)
    /// Seconds forward (positive) or back (negative) from where playback is.
    case offset(Double)

    /// Why a percentage cannot be gone to where the item's length is not known (a live stream,
    /// a file still opening): the player, a tile and the MPRIS client say it alike.
    public static let unknownLength = "The length of this item is not known: go to a time instead"

    /// What the parser accepts, for errors and help.
    public static let forms = "a time (1:23, 1:02:03, 90), a percentage (45%) or a step (+30, -1:00)"

    /// Reads one entry; the error says in one line what was wrong.
    public init(parsing text: String) throws(CommandParseError) {
        let word = text.trimmingBlanks
        guard let first = word.first else { throw CommandParseError("Go to \(Self.forms)") }
        if first == "+" || first == "-" {
            guard let seconds = Self.time(String(word.dropFirst())) else { throw Self.unreadable(word) }
            guard seconds > 0 else { throw CommandParseError("'\(word)' moves nowhere: give a step of more than 0") }
            self = .offset(first == "+" ? seconds : -seconds)
        } else if word.last == "%" {
            guard let value = Self.number(String(word.dropLast())) else { throw Self.unreadable(word) }
            guard value <= 100 else { throw CommandParseError("'\(word)' is past the end: a percentage goes from 0% to 100%") }
            self = .percent(value)
        } else {
            guard let seconds = Self.time(word) else { throw Self.unreadable(word) }
            self = .time(seconds)
        }
    }

    /// The command that goes there: a step is a skip, so that it follows the skips' rules.
    public var command: Command {
        switch self {
        case let .time(seconds): .seek(to: seconds)
        case let .percent(value): .seekPercent(value)
        case let .offset(seconds): seconds < 0 ? .skipBackward(-seconds) : .skipForward(seconds)
        }
    }

    /// Clock time or seconds.
    private static func time(_ word: String) -> Double? {
        ClockTime.seconds(word) ?? number(word)
    }

    /// A number of 0 or more written with digits, also in the exponent form `Command.text`
    /// writes very small or large ones in, so that every command reads back as itself.
    private static func number(_ word: String) -> Double? {
        guard let first = word.unicodeScalars.first, ("0"..."9").contains(first),
              word.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) || ".eE+-".unicodeScalars.contains($0) }),
              let value = Double(word), value.isFinite else { return nil }
        return value
    }

    private static func unreadable(_ word: String) -> CommandParseError {
        CommandParseError("'\(word)' is not \(forms)")
    }
}

private extension String {
    var trimmingBlanks: String {
        let scalars = unicodeScalars.drop { $0 == " " || $0 == "\t" }
        return String(String.UnicodeScalarView(scalars.reversed().drop { $0 == " " || $0 == "\t" }.reversed()))
    }
}
