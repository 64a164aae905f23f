import Commands
import NowPlaying
import Settings

extension TileController {
    /// Opens the info panel on its Bookmarks tab (the `bookmarks` command).
    func openBookmarks() {
        switchInfoTab(to: .bookmarks)
    }

    /// A key on the Bookmarks tab that is the tab's own: b adds one here, r renames the one
    /// chosen, Delete (or x) removes it, Enter goes there. False for the keys the list handles
    /// like any other (the arrows, Esc).
    func bookmarksKey(_ key: KeyName, highlighted: Int, now: Double) -> Bool {
        guard key.modifiers.isEmpty || key.modifiers == .shift else { return false }
        let count = info?.bookmarks.count ?? 0
        let chosen = highlighted >= 0 && highlighted < count ? highlighted : nil
        switch key.base {
        case .character("b"): perform(.bookmarkAdd(nil), now: now)
        case .character("r"):
            guard let chosen, let name = info?.bookmarks[chosen].name else { return true }
            bookmarkRename = BookmarkRename(index: chosen, text: name)
        case .named(.delete), .character("x"):
            guard let chosen else { return true }
            perform(.bookmarkRemove(chosen + 1), now: now)
            overlay = .infoPanel(highlighted: count > 1 ? min(chosen, count - 2) : -1)
        case .named(.enter):
            guard let chosen else { return true }
            perform(.bookmarkGo(chosen + 1), now: now)
        default: return false
        }
        return true
    }

    /// A key while a bookmark's new name is typed: characters add to it, Backspace takes the
    /// last away, Enter saves it and Esc leaves the name as it was.
    func bookmarkRenameKey(_ key: KeyName, now: Double) {
        guard var rename = bookmarkRename else { return }
        switch key.base {
        case .named(.enter):
            bookmarkRename = nil
            let name = rename.text
            if !name.allSatisfy(\.isWhitespace) { perform(.bookmarkRename(rename.index + 1, name), now: now) }
        case .named(.esc): bookmarkRename = nil
        case .named(.backspace):
            if !rename.text.isEmpty { rename.text.removeLast() }
            bookmarkRename = rename
        case .named(.space):
            rename.text.append(" ")
            bookmarkRename = rename
        case let .character(character) where !key.modifiers.contains(.control) && !key.modifiers.contains(.meta):
            // Names are one line of printable text: a control character typed is dropped.
            if !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                rename.text.append(character)
            }
            bookmarkRename = rename
        default: break
        }
    }
}
