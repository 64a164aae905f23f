import Commands
import NowPlaying
import Settings

/// The info panel's Bookmarks tab: what its own keys do, and a bookmark's new name while it
/// is typed.
struct BookmarkEditing {
    /// A bookmark's new name while it is typed.
    var rename: BookmarkRename?

    /// A key on the Bookmarks tab that is the tab's own: b adds one here, r renames the one
    /// chosen, Delete (or x) removes it, Enter goes there. Nil for the keys the list handles
    /// like any other (the arrows, Esc).
    mutating func key(_ key: KeyName, highlighted: Int, info: NowPlayingInfo?) -> [PanelEffect]? {
        guard key.modifiers.isEmpty || key.modifiers == .shift else { return nil }
        let count = info?.bookmarks.count ?? 0
        let chosen = highlighted >= 0 && highlighted < count ? highlighted : nil
        switch key.base {
        case .character("b"): return [.perform(.bookmarkAdd(nil))]
        case .character("r"):
            guard let chosen, let name = info?.bookmarks[chosen].name else { return [] }
            rename = BookmarkRename(index: chosen, text: name)
            return []
        case .named(.delete), .character("x"):
            guard let chosen else { return [] }
            let next = count > 1 ? min(chosen, count - 2) : -1
            return [.perform(.bookmarkRemove(chosen + 1)), .show(.infoPanel(highlighted: next))]
        case .named(.enter):
            guard let chosen else { return [] }
            return [.perform(.bookmarkGo(chosen + 1))]
        default: return nil
        }
    }

    /// A key while a bookmark's new name is typed: Enter saves it and Esc leaves the name as it was.
    mutating func renameKey(_ key: KeyName) -> [PanelEffect] {
        guard var typed = rename else { return [] }
        switch LineEditing.apply(key, to: &typed.text) {
        case .submit:
            rename = nil
            if !typed.text.allSatisfy(\.isWhitespace) { return [.perform(.bookmarkRename(typed.index + 1, typed.text))] }
        case .cancel: rename = nil
        case .edited: rename = typed
        case .ignored: break
        }
        return []
    }
}
