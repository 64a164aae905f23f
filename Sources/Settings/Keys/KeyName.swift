import Commands

/// A key with its modifiers, in one canonical form so that equal keys compare equal.
///
/// Written as in the config: "q", "]", "space", "S-right", "C-x", "C-S-left". Modifier letters
/// and key names ignore case; single characters keep it ("s" and "S" are different keys).
public struct KeyName: Hashable, Sendable, CustomStringConvertible {
    /// Shift, control and meta (alt).
    public struct Modifiers: OptionSet, Hashable, Sendable {
        /// The modifier bits.
        public let rawValue: UInt8
        /// Creates modifiers from their bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Control, written `C-`.
        public static let control = Modifiers(rawValue: 1)
        /// Meta or alt, written `M-`.
        public static let meta = Modifiers(rawValue: 2)
        /// Shift, written `S-`.
        public static let shift = Modifiers(rawValue: 4)
    }

    /// The key itself, without modifiers.
    public enum Base: Hashable, Sendable {
        /// A key that types one printable character.
        case character(Character)
        /// A key with a name: arrows, enter, function keys.
        case named(NamedKey)
    }

    /// The modifiers held.
    public let modifiers: Modifiers
    /// The key pressed.
    public let base: Base

    /// A key from its parts, made canonical the way terminals see keys: shift with a letter is the
    /// capital letter, and control with a letter ignores case.
    public init(_ base: Base, modifiers: Modifiers = []) {
        var base = base == .character(" ") ? .named(.space) : base
        var modifiers = modifiers
        if case let .character(character) = base, character.isLetter, character.isCased {
            if modifiers.contains(.shift) {
                base = .character(Character(character.uppercased()))
                modifiers.remove(.shift)
            }
            if modifiers.contains(.control) {
                base = .character(Character(character.lowercased()))
            }
        }
        self.base = base
        self.modifiers = modifiers
    }

    /// Parses a key name as written in the config.
    public init(parsing text: String) throws(KeyNameError) {
        var rest = Substring(text)
        var modifiers: Modifiers = []
        while rest.count > 2, let modifier = Self.modifier(rest.first), rest.dropFirst().first == "-" {
            modifiers.insert(modifier)
            rest = rest.dropFirst(2)
        }
        let prefix = text.prefix(text.count - rest.count)
        if rest.count == 1, let character = rest.first {
            guard Self.isPrintable(character) else {
                let visible = text.unicodeScalars.map { $0.escaped(asASCII: true) }.joined()
                throw KeyNameError("key name '\(visible)' is not a printable character")
            }
            if character == " " {
                self.init(.named(.space), modifiers: modifiers)
                return
            }
            if modifiers.contains(.shift), !(character.isLetter && character.isCased) {
                throw KeyNameError(
                    "key name '\(text)' combines shift with '\(character)'", hint: "bind the shifted character itself"
                )
            }
            self.init(.character(character), modifiers: modifiers)
        } else if let named = NamedKey(name: String(rest)) {
            self.init(.named(named), modifiers: modifiers)
        } else {
            let names = NamedKey.allCases.map(\.rawValue) + NamedKey.aliases.keys.sorted()
            // Very short words are near everything; a suggestion for them would be noise.
            let suggestion = rest.count < 3 ? nil : closestMatch(to: String(rest).lowercased(), in: names)
            throw KeyNameError("unknown key name '\(text)'", hint: suggestion.map { "did you mean '\(prefix)\($0)'?" })
        }
    }

    /// The canonical spelling: modifiers in the order C-, M-, S-, then the key.
    public var description: String {
        var text = ""
        if modifiers.contains(.control) { text += "C-" }
        if modifiers.contains(.meta) { text += "M-" }
        if modifiers.contains(.shift) { text += "S-" }
        switch base {
        case let .character(character): text.append(character)
        case let .named(named): text += named.rawValue
        }
        return text
    }

    private static func modifier(_ letter: Character?) -> Modifiers? {
        switch letter {
        case "C", "c": .control
        case "M", "m": .meta
        case "S", "s": .shift
        default: nil
        }
    }

    private static func isPrintable(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse: false
            default: true
            }
        } && (character == " " || !character.isWhitespace)
    }
}

/// Why a key name did not parse, as a sentence for a person.
public struct KeyNameError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong: "unknown key name 'spce'".
    public let reason: String
    /// What to do about it: "did you mean 'space'?".
    public let hint: String?

    /// Wraps a reason and an optional hint.
    public init(_ reason: String, hint: String? = nil) {
        self.reason = reason
        self.hint = hint
    }

    /// The reason, then "; " and the hint when there is one.
    public var description: String {
        reason + (hint.map { "; \($0)" } ?? "")
    }
}
