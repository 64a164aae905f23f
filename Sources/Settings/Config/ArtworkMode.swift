import Commands

/// How artwork is drawn in the terminal.
public enum ArtworkMode: String, CaseIterable, Hashable, Sendable {
    /// Pick from what the terminal says it supports.
    case auto
    /// Pixels through the kitty graphics protocol, when the terminal answers its query.
    case kitty
    /// Pixels as sixel, when the terminal lists sixel among its attributes.
    case sixel
    /// Pixels as iTerm2 inline images (iTerm2, WezTerm).
    case iterm
    /// 24-bit colour blocks.
    case truecolor
    /// The 256-colour palette.
    case palette256 = "256"
    /// The 16 ANSI colours.
    case palette16 = "16"
    /// Characters only.
    case ascii
    /// No artwork.
    case none

    /// A mode from its string, or from the integers 256 and 16.
    static func mode(_ node: TOMLNode) throws(ValueProblem) -> ArtworkMode {
        switch node.value {
        case let .string(text):
            if let mode = ArtworkMode(rawValue: text.lowercased()) { return mode }
            throw .mismatch(found: node.literal, at: nil, suggestion: closestMatch(to: text, in: allCases.map(\.rawValue)))
        case let .integer(number):
            if let mode = ArtworkMode(rawValue: String(number)) { return mode }
            throw .mismatch(found: node.literal, at: nil)
        default:
            throw .mismatch(found: node.typeName, at: nil)
        }
    }
}
