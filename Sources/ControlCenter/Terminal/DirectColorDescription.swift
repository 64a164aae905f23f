import CNcursesW

/// The terminal description curses opens with when COLORTERM asks for 24-bit colour and TERM's
/// own description cannot send it (kitty's, and the usual VTE and Alacritty setups, say 256):
/// ncurses sends 24-bit colours only for a description with RGB, such as xterm-direct.
enum DirectColorDescription {
    /// How a description loads.
    enum Load: Equatable {
        /// It does not load, or cannot place the cursor.
        case missing
        /// It loads, with a palette.
        case palette
        /// It loads and takes 24-bit colours.
        case direct
    }

    /// The description to open instead of TERM's, or nil to keep TERM's: TERM with
    /// "-256color" replaced by "-direct", TERM + "-direct", then "xterm-direct", the first
    /// that loads with RGB. Nil without COLORTERM=truecolor/24bit, with NO_COLOR, or when
    /// TERM's description already takes 24-bit colours or none of them loads.
    static func choose(environment: [String: String], load: (String) -> Load) -> String? {
        let colorterm = environment["COLORTERM"]?.lowercased()
        guard colorterm == "truecolor" || colorterm == "24bit", (environment["NO_COLOR"] ?? "").isEmpty,
              let term = environment["TERM"], !term.isEmpty, load(term) != .direct else { return nil }
        var candidates: [String] = []
        if term.hasSuffix("-256color") { candidates.append(term.dropLast("-256color".count) + "-direct") }
        candidates += [term + "-direct", "xterm-direct"]
        return candidates.first { load($0) == .direct }
    }

    /// How the installed description `name` loads for the tty on `descriptor`.
    static func load(_ name: String, descriptor: Int32) -> Load {
        switch name.withCString({ pd_terminal_description($0, descriptor) }) {
        case 2: .direct
        case 1: .palette
        default: .missing
        }
    }
}
