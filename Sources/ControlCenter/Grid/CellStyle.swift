/// Text attributes of a cell.
public struct CellAttributes: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt8
    /// Creates attributes from their bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Heavier text.
    public static let bold = CellAttributes(rawValue: 1)
    /// Fainter text.
    public static let dim = CellAttributes(rawValue: 2)
    /// Foreground and background swapped.
    public static let reverse = CellAttributes(rawValue: 4)
    /// Underlined text.
    public static let underline = CellAttributes(rawValue: 8)
    /// Slanted text.
    public static let italic = CellAttributes(rawValue: 16)
}

/// How a cell is drawn: colours and attributes.
public struct CellStyle: Hashable, Sendable {
    /// The text colour.
    public var foreground: TerminalColor
    /// The colour behind the text.
    public var background: TerminalColor
    /// Bold, dim, reverse…
    public var attributes: CellAttributes

    /// Creates a style.
    public init(foreground: TerminalColor = .default, background: TerminalColor = .default,
                attributes: CellAttributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's own colours, no attributes.
    public static let plain = CellStyle()

    /// This style with attributes added.
    public func with(_ extra: CellAttributes) -> CellStyle {
        var style = self
        style.attributes.formUnion(extra)
        return style
    }

    /// This style over another background.
    public func on(_ background: TerminalColor) -> CellStyle {
        var style = self
        style.background = background
        return style
    }
}
