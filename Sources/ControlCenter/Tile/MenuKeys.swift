import Commands
import Settings

/// How a key acts in one of the tile's short lists of choices (the speeds, the tracks, the
/// info panel's actions): it moves the highlight, picks, closes the list, or closes it and goes
/// on to the tile's own bindings. The key that opened the list closes it without going on.
enum MenuKeys {
    enum Result: Equatable {
        case highlight(Int)
        case pick(Int)
        case close
        /// Closed; the key goes on to the tile.
        case passOn
    }

    /// The result of `key` in a list of `count` choices with `highlighted` lit, opened by `opener`;
    /// `across` lets ←→ and Tab move too (the info panel's row of actions).
    static func result(of key: KeyName, highlighted: Int, count: Int, opener: TileCommand, keys: KeyBindings,
                       across: Bool = false) -> Result {
        let last = max(0, count - 1)
        if isPrevious(key, across: across) { return .highlight(max(0, highlighted - 1)) }
        if isNext(key, across: across) { return .highlight(min(last, highlighted + 1)) }
        switch key.base {
        case .named(.enter), .named(.space): return .pick(highlighted)
        case .named(.esc): return .close
        default: return keys.command(for: key) == .tile(opener) ? .close : .passOn
        }
    }

    private static func isPrevious(_ key: KeyName, across: Bool) -> Bool {
        switch key.base {
        case .named(.up): true
        case .named(.left): across
        case .character("k"): !across
        default: false
        }
    }

    private static func isNext(_ key: KeyName, across: Bool) -> Bool {
        switch key.base {
        case .named(.down): true
        case .named(.right), .named(.tab): across
        case .character("j"): !across
        default: false
        }
    }
}
