/// The terminal's SGR mouse reports (mode 1006): `ESC [ < button ; column ; row M` for a press
/// or motion, `… m` for a release, columns and rows from 1. Unlike the X10 format, which
/// carries a coordinate in one byte and cannot say a column past 223, they carry any size.
/// ncurses decodes them only when the terminal's description says so (xterm's does, tmux's
/// and screen's do not): these arrive as plain characters then, and are decoded here.
enum SGRMouseReport {
    /// The report that starts at `index`: its length, and the event (nil for one the tile
    /// does not use: the middle button, a horizontal wheel, motion with no button held, or a
    /// malformed report, which is dropped whole rather than typed). Nil when no report starts here.
    static func decode(_ raw: [RawKey], at index: Int) -> (event: MouseEvent?, length: Int)? {
        guard index + 2 < raw.count, raw[index] == .character(27), raw[index + 1] == .character(0x5B),
              raw[index + 2] == .character(0x3C) else { return nil }
        var end = index + 3
        var text = ""
        while end < raw.count, case let .character(byte) = raw[end], (0x30...0x3B).contains(byte),
              let scalar = Unicode.Scalar(byte) {
            text.unicodeScalars.append(scalar)
            end += 1
        }
        guard end < raw.count, case let .character(final) = raw[end], final == 0x4D || final == 0x6D else { return nil }
        let numbers = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        let length = end + 1 - index
        guard numbers.count == 3, let button = numbers[0], let column = numbers[1], let row = numbers[2],
              column >= 1, row >= 1 else { return (nil, length) }
        return (event(button: button, released: final == 0x6D, x: column - 1, y: row - 1), length)
    }

    /// What a report's button code means: the low two bits name the button, 32 is motion, 64
    /// the wheel; shift, meta and control (4, 8, 16) change nothing here.
    private static func event(button: Int, released: Bool, x: Int, y: Int) -> MouseEvent? {
        let base = button & 3
        let kind: MouseEvent.Kind
        if button & 64 != 0 {
            guard !released, base < 2 else { return nil }
            kind = base == 0 ? .wheelUp : .wheelDown
        } else if button & 32 != 0 {
            guard base != 3 else { return nil }
            kind = .motion
        } else if released {
            // As through ncurses: the left and right buttons' releases end a drag or a menu.
            guard base == 0 || base == 2 else { return nil }
            kind = .release
        } else {
            guard base == 0 else { return nil }
            kind = .press
        }
        return MouseEvent(kind, x: x, y: y)
    }
}
