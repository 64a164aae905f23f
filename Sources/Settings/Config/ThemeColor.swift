import Commands

/// A colour of the theme: the terminal's own, one of the 16 ANSI colours, a 256-palette index or RGB.
public enum ThemeColor: Hashable, Sendable, CustomStringConvertible {
    /// The terminal's default foreground or background.
    case `default`
    /// One of the eight ANSI colours, or its bright variant.
    case ansi(ANSIColor, bright: Bool)
    /// An index into the 256-colour palette.
    case indexed(UInt8)
    /// A 24-bit colour, written "#rrggbb".
    case rgb(red: UInt8, green: UInt8, blue: UInt8)

    /// The eight ANSI colours, in palette order.
    public enum ANSIColor: String, CaseIterable, Hashable, Sendable {
        /// Palette entries 0 to 7 (8 to 15 when bright).
        case black, red, green, yellow, blue, magenta, cyan, white
    }

    /// Every colour name accepted in the config.
    static let names: [String] = ["default"] + ANSIColor.allCases.map(\.rawValue)
        + ANSIColor.allCases.map { "bright-\($0.rawValue)" }

    /// Parses a name ("bright-cyan", case ignored) or "#rrggbb".
    public init?(name: String) {
        let lowered = name.lowercased()
        if lowered == "default" {
            self = .default
        } else if let color = ANSIColor(rawValue: lowered) {
            self = .ansi(color, bright: false)
        } else if lowered.hasPrefix("bright-"), let color = ANSIColor(rawValue: String(lowered.dropFirst(7))) {
            self = .ansi(color, bright: true)
        } else if lowered.hasPrefix("#"), lowered.count == 7, lowered.dropFirst().allSatisfy(\.isHexDigit),
            let value = UInt32(lowered.dropFirst(), radix: 16) {
            self = .rgb(red: UInt8(value >> 16), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF))
        } else {
            return nil
        }
    }

    /// The colour as the config writes it.
    public var description: String {
        switch self {
        case .default: return "default"
        case let .ansi(color, bright): return bright ? "bright-\(color.rawValue)" : color.rawValue
        case let .indexed(index): return String(index)
        case let .rgb(red, green, blue):
            return "#" + [red, green, blue].map { byte in
                let hex = String(byte, radix: 16)
                return hex.count == 1 ? "0" + hex : hex
            }.joined()
        }
    }

    /// A colour from a name, "#rrggbb" or an integer 0–255.
    static func color(_ node: TOMLNode) throws(ValueProblem) -> ThemeColor {
        switch node.value {
        case let .integer(index):
            guard let byte = UInt8(exactly: index) else { throw .mismatch(found: node.literal, at: nil) }
            return .indexed(byte)
        case let .string(name):
            if let color = ThemeColor(name: name) { return color }
            throw .mismatch(found: node.literal, at: nil, suggestion: closestMatch(to: name.lowercased(), in: names))
        default:
            throw .mismatch(found: node.typeName, at: nil)
        }
    }
}
