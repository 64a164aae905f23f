import Commands
import Settings

extension TileController {
    /// Opens the Library panel on the Artists list, or says why it cannot.
    func openLibrary(now: Double) {
        guard let libraryPath else { return say("'library' is not available here", now: now) }
        do {
            library = try LibraryBrowser(path: libraryPath)
            overlay = .library
        } catch {
            say(error.kind == .unreadable ? "The library is empty: playdeck library add DIR" : "Library: \(error.message)", now: now)
        }
    }

    /// Keys inside the Library panel; false when the key is not the panel's and goes on to the tile.
    func libraryKey(_ key: KeyName, now: Double) -> Bool {
        guard let library else { return false }
        let rows = LibraryPanelView.listRows(screenRows: screenRows)
        if library.isTyping {
            switch key.base {
            case .named(.enter): library.stopTyping()
            case .named(.esc): _ = library.back()
            case .named(.backspace): library.type(nil)
            case .named(.space): library.type(" ")
            case .named(.up): library.move(to: library.selected - 1, listRows: rows)
            case .named(.down): library.move(to: library.selected + 1, listRows: rows)
            case let .character(character) where key.modifiers.isEmpty || key.modifiers == .shift: library.type(character)
            default: return true
            }
            return true
        }
        switch key.base {
        case .named(.up), .character("k"): library.move(to: library.selected - 1, listRows: rows)
        case .named(.down), .character("j"): library.move(to: library.selected + 1, listRows: rows)
        case .named(.pgup): library.move(to: library.selected - rows, listRows: rows)
        case .named(.pgdn): library.move(to: library.selected + rows, listRows: rows)
        case .named(.enter), .named(.right):
            if let paths = library.enter() { play(paths, now: now) }
        case .character("a"): append(library.highlightedTracks(), now: now)
        case .character("/"): library.beginSearch()
        case .named(.left), .named(.backspace), .named(.esc):
            if !library.back() { closeLibrary() }
        default:
            if keys.command(for: key) == .tile(.library) { closeLibrary() } else { return false }
        }
        return true
    }

    func closeLibrary() {
        library = nil
        if overlay == .library { overlay = .none }
    }

    /// The panel as drawn, while it is open.
    func librarySnapshot() -> LibraryPanelSnapshot? {
        guard overlay == .library, let library else { return nil }
        let rows = library.rows(from: library.top, limit: LibraryPanelView.listRows(screenRows: screenRows))
        return LibraryPanelSnapshot(title: library.title, rows: rows.map { ($0.text, $0.detail) }, top: library.top,
                                    selected: library.selected, count: library.count, query: library.query,
                                    isTyping: library.isTyping, problem: library.problem)
    }

    /// Plays the first path now and queues the others after it, in order.
    private func play(_ paths: [String], now: Double) {
        guard let first = paths.first else { return }
        perform(.open(first), now: now)
        for path in paths.dropFirst() { perform(.add(path), now: now) }
        closeLibrary()
    }

    private func append(_ paths: [String], now: Double) {
        guard !paths.isEmpty else { return }
        for path in paths { perform(.add(path), now: now) }
        say(paths.count == 1 ? "Added to the queue" : "Added \(paths.count) tracks to the queue", now: now)
    }
}
