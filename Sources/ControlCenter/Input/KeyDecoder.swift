import CNcursesW
import Settings

/// Turns what ncurses reads into the config's key names: control characters into C- keys,
/// ESC followed by a key in the same read into M- (meta), ncurses' key codes (shifted
/// arrows, function keys) and the terminal's extended keys (control-arrows) into names.
public struct KeyDecoder: Sendable {
    /// Codes ncurses assigned at start-up to extended keys such as kLFT5 (control-left).
    public var extendedCodes: [Int32: KeyName]

    /// A decoder with the terminal's extended key codes.
    public init(extendedCodes: [Int32: KeyName] = [:]) {
        self.extendedCodes = extendedCodes
    }

    /// The extended key capabilities to look up, and the keys they are: kLFT5 is C-left.
    public static let extendedCapabilities: [(name: String, key: KeyName)] = {
        let bases: [(String, NamedKey)] = [("kLFT", .left), ("kRIT", .right), ("kUP", .up), ("kDN", .down),
                                           ("kHOM", .home), ("kEND", .end), ("kPRV", .pgup), ("kNXT", .pgdn),
                                           ("kIC", .insert), ("kDC", .delete)]
        let modifiers: [(Int, KeyName.Modifiers)] = [(2, .shift), (3, .meta), (4, [.shift, .meta]), (5, .control),
                                                      (6, [.control, .shift]), (7, [.control, .meta])]
        return bases.flatMap { base in
            modifiers.map { ("\(base.0)\($0.0)", KeyName(.named(base.1), modifiers: $0.1)) }
        }
    }()

    /// Decodes one read's worth of input; an ESC directly followed by a key makes it meta.
    /// The terminal's answers to queries are not keys and are dropped whole: strings (APC, DCS,
    /// OSC: kitty's graphics reply, XTVERSION) and reports (CSI ? … c, CSI … t, CSI … R) that
    /// arrive after the start-up probe stopped waiting would otherwise type "i", "." or "K".
    public func decode(_ raw: [RawKey]) -> [KeyName] {
        var keys: [KeyName] = []
        var index = 0
        while index < raw.count {
            if let reply = Self.replyLength(raw, at: index) {
                index += reply
                continue
            }
            if raw[index] == .character(27), index + 1 < raw.count, let next = key(raw[index + 1]), next.base != .named(.esc) {
                keys.append(KeyName(next.base, modifiers: next.modifiers.union(.meta)))
                index += 2
                continue
            }
            if let key = key(raw[index]) { keys.append(key) }
            index += 1
        }
        return keys
    }

    /// The length of the terminal reply that starts at `index`, if one does; a string without
    /// its terminator runs to the end of the read.
    static func replyLength(_ raw: [RawKey], at index: Int) -> Int? {
        guard raw[index] == .character(27), index + 1 < raw.count, case let .character(kind) = raw[index + 1] else { return nil }
        var end = index + 2
        switch kind {
        case 0x5F, 0x50, 0x5D:  // APC, DCS, OSC: up to ESC \ (or BEL for OSC)
            while end < raw.count {
                if raw[end] == .character(7), kind == 0x5D { return end + 1 - index }
                if raw[end] == .character(27), end + 1 < raw.count, raw[end + 1] == .character(0x5C) { return end + 2 - index }
                end += 1
            }
            return end - index
        case 0x5B:  // CSI: parameters, intermediates, a final byte
            let first = end < raw.count ? raw[end] : nil
            while end < raw.count, case let .character(byte) = raw[end], (0x20...0x3F).contains(byte) { end += 1 }
            guard end < raw.count, case let .character(final) = raw[end], (0x40...0x7E).contains(final) else { return nil }
            let privateMarker = [RawKey.character(0x3F), .character(0x3E), .character(0x3D), .character(0x3C)].contains { $0 == first }
            return privateMarker || [0x74, 0x52].contains(final) ? end + 1 - index : nil
        default:
            return nil
        }
    }

    /// One read alone.
    public func key(_ raw: RawKey) -> KeyName? {
        switch raw {
        case let .character(value): return Self.character(value)
        case let .code(code): return extendedCodes[code] ?? Self.code(code)
        }
    }

    static func character(_ value: UInt32) -> KeyName? {
        switch value {
        case 0: return KeyName(.named(.space), modifiers: .control)
        case 8, 127: return KeyName(.named(.backspace))
        case 9: return KeyName(.named(.tab))
        case 10, 13: return KeyName(.named(.enter))
        case 27: return KeyName(.named(.esc))
        case 32: return KeyName(.named(.space))
        case 1...26: return KeyName(.character(Character(Unicode.Scalar(value + 96) ?? "?")), modifiers: .control)
        case 28...31: return KeyName(.character(Character(Unicode.Scalar(value + 64) ?? "?")), modifiers: .control)
        default:
            guard let scalar = Unicode.Scalar(value), !DisplayWidth.isControl(scalar) else { return nil }
            return KeyName(.character(Character(scalar)))
        }
    }

    static func code(_ code: Int32) -> KeyName? {
        func named(_ key: NamedKey, _ modifiers: KeyName.Modifiers = []) -> KeyName {
            KeyName(.named(key), modifiers: modifiers)
        }
        switch code {
        case KEY_LEFT: return named(.left)
        case KEY_RIGHT: return named(.right)
        case KEY_UP: return named(.up)
        case KEY_DOWN: return named(.down)
        case KEY_SLEFT: return named(.left, .shift)
        case KEY_SRIGHT: return named(.right, .shift)
        case KEY_SR: return named(.up, .shift)
        case KEY_SF: return named(.down, .shift)
        case KEY_HOME: return named(.home)
        case KEY_END: return named(.end)
        case KEY_SHOME: return named(.home, .shift)
        case KEY_SEND: return named(.end, .shift)
        case KEY_PPAGE: return named(.pgup)
        case KEY_NPAGE: return named(.pgdn)
        case KEY_SPREVIOUS: return named(.pgup, .shift)
        case KEY_SNEXT: return named(.pgdn, .shift)
        case KEY_IC: return named(.insert)
        case KEY_DC: return named(.delete)
        case KEY_SIC: return named(.insert, .shift)
        case KEY_SDC: return named(.delete, .shift)
        case KEY_BACKSPACE: return named(.backspace)
        case KEY_ENTER: return named(.enter)
        case KEY_BTAB: return named(.tab, .shift)
        default: return functionKey(code)
        }
    }

    /// F1–F12, with shift (F13–F24) and control (F25–F36) as terminals report them.
    private static func functionKey(_ code: Int32) -> KeyName? {
        let first = pd_key_f(1)
        let number = Int(code - first) + 1
        guard number >= 1, number <= 36, let key = NamedKey(rawValue: "f\((number - 1) % 12 + 1)") else { return nil }
        let modifiers: KeyName.Modifiers = number > 24 ? .control : number > 12 ? .shift : []
        return KeyName(.named(key), modifiers: modifiers)
    }
}
