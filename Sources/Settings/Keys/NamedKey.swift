/// A key that has a name rather than a character of its own.
public enum NamedKey: String, CaseIterable, Hashable, Sendable {
    /// Keys that edit or confirm.
    case space, enter, esc, tab, backspace
    /// The arrow keys.
    case left, right, up, down
    /// The navigation block.
    case home, end, pgup, pgdn, insert, delete
    /// The function keys.
    case f1, f2, f3, f4, f5, f6, f7, f8, f9, f10, f11, f12

    /// Other spellings people write, mapped to the canonical name.
    static let aliases: [String: NamedKey] = [
        "return": .enter, "escape": .esc, "pageup": .pgup, "pagedown": .pgdn,
        "del": .delete, "ins": .insert,
    ]

    /// The key for a name, ignoring case and accepting the aliases.
    init?(name: String) {
        let lowered = name.lowercased()
        guard let key = NamedKey(rawValue: lowered) ?? Self.aliases[lowered] else { return nil }
        self = key
    }
}
