import Settings

/// One thing the person did at the terminal, decoded.
public enum InputEvent: Equatable, Sendable {
    /// A key with its modifiers.
    case key(KeyName)
    /// A mouse button, wheel or motion.
    case mouse(MouseEvent)
    /// The terminal changed size.
    case resize
    /// The terminal gained (true) or lost the focus (focus reporting: CSI I, CSI O).
    case focus(Bool)
}

/// A mouse event at a cell.
public struct MouseEvent: Equatable, Sendable {
    /// What happened.
    public enum Kind: Equatable, Sendable { case press, release, motion, wheelUp, wheelDown }

    /// What happened.
    public var kind: Kind
    /// The column.
    public var x: Int
    /// The row.
    public var y: Int

    /// Creates an event.
    public init(_ kind: Kind, x: Int, y: Int) {
        self.kind = kind
        self.x = x
        self.y = y
    }
}

/// One read from ncurses before decoding: a character, or a key code ncurses recognised.
public enum RawKey: Equatable, Sendable {
    /// A character (wget_wch returned OK).
    case character(UInt32)
    /// A key code (wget_wch returned KEY_CODE_YES).
    case code(Int32)
}
