/// A playback rate a person can pick (AVPlaybackSpeed).
public struct PlaybackSpeed: Sendable, Hashable, Codable {
    /// The rate, 1 being normal speed.
    public let rate: Double
    /// A spoken name, e.g. "Two and a half times speed".
    public let localizedName: String

    /// Creates a speed; without a name, one is derived from the rate.
    public init(rate: Double, localizedName: String? = nil) {
        self.rate = rate
        self.localizedName = localizedName ?? SpeedNames.spokenName(for: rate)
    }

    /// A short name derived from the rate: "2.5×", "1×", "0.75×".
    public var localizedNumericName: String {
        "\(SpeedNames.number(rate))×"
    }

    /// The speeds offered when the config says nothing: 0.5, 1, 1.25, 1.5, 2.
    public static let systemDefaultSpeeds = [0.5, 1, 1.25, 1.5, 2].map { PlaybackSpeed(rate: $0) }
}

/// Names for rates, spelled out the way a person would say them.
enum SpeedNames {
    private static let wholes = ["Zero", "One", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight",
                                 "Nine", "Ten", "Eleven", "Twelve", "Thirteen", "Fourteen", "Fifteen",
                                 "Sixteen", "Seventeen", "Eighteen", "Nineteen", "Twenty"]

    static func spokenName(for rate: Double) -> String {
        switch rate {
        case 1: return "Normal speed"
        case 0.5: return "Half speed"
        case 0.25: return "Quarter speed"
        case 0.75: return "Three quarter speed"
        case 2: return "Double speed"
        default: break
        }
        let whole = rate.rounded(.down)
        let fraction = rate - whole
        let fractionWords: String? = switch fraction {
        case 0: ""
        case 0.25: " and a quarter"
        case 0.5: " and a half"
        case 0.75: " and three quarters"
        default: nil
        }
        guard let fractionWords, whole >= 1, whole < Double(wholes.count) else {
            return "\(number(rate)) times speed"
        }
        return "\(wholes[Int(whole)])\(fractionWords) times speed"
    }

    /// The rate without trailing zeros: 2.5, 1, 1.25.
    static func number(_ rate: Double) -> String {
        var text = String(format2: rate)
        while text.contains("."), text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

private extension String {
    /// Two decimals at most, without Foundation.
    init(format2 value: Double) {
        // A rate from a config or a remote may be anything; only ordinary numbers are rounded.
        guard value.isFinite, abs(value) < 1e12 else { self = "\(value)"; return }
        let hundredths = Int((value * 100).rounded())
        let whole = abs(hundredths) / 100, part = abs(hundredths) % 100
        self = "\(hundredths < 0 ? "-" : "")\(whole).\(part < 10 ? "0" : "")\(part)"
    }
}
