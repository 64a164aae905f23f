import Commands
import NowPlaying
import Settings

/// The info panel's side of the tile: the tab it shows, the current item's lyrics (asked for
/// once by the id the snapshot names) and details (`InfoDetails`), a bookmark's name while it
/// is typed, and what the panel's keys do. Keys answer with effects for the tile to carry out.
struct InfoPanelState {
    /// The open tab, kept while the panel is closed.
    var tab = InfoTab.info
    /// The Bookmarks tab's keys and a bookmark's name while it is typed.
    var bookmarks = BookmarkEditing()
    /// The Room tab's keys and a chat line while it is typed.
    var room = RoomTab()
    /// The Info tab's details and scrolling.
    var details = InfoDetails()
    /// The current item's lyrics, once they came.
    private(set) var lyrics: Lyrics?
    private var askedLyrics: Int?
    /// The History tab's listens, once they came.
    private(set) var listens: ListenList?
    /// Whether they were asked for since the History tab came into view.
    private var askedListens = false
    /// How many listens the History tab asks for.
    static let listenCount = 100

    /// The panel opened on the tab it showed last.
    var opened: Overlay { .infoPanel(highlighted: tab == .info ? 0 : -1) }

    /// Shows another tab, its list following playback again.
    mutating func switchTab(to tab: InfoTab) -> Overlay {
        self.tab = tab
        return opened
    }

    /// A snapshot's lyrics: the id to ask for (once); those of an item left are forgotten.
    mutating func followLyrics(_ info: NowPlayingInfo) -> Int? {
        guard let id = info.lyrics?.id else {
            lyrics = nil
            askedLyrics = nil
            return nil
        }
        if lyrics?.id != id { lyrics = nil }
        guard lyrics == nil, askedLyrics != id else { return nil }
        askedLyrics = id
        return id
    }

    /// Whether to ask for the listens: when the History tab comes into view, and at each
    /// snapshot while it is (a listen is kept as the item plays on, a service takes it later).
    mutating func followListens(visible: Bool, snapshot: Bool) -> Bool {
        guard visible else {
            askedListens = false
            return false
        }
        guard !askedListens || snapshot else { return false }
        askedListens = true
        return true
    }

    /// Listens that came.
    mutating func receive(_ received: ListenList) {
        listens = received
    }

    /// Lyrics that came; kept when they are the ones the snapshot names.
    mutating func receive(_ received: Lyrics, info: NowPlayingInfo?) {
        if received.id == info?.lyrics?.id { lyrics = received }
    }

    /// Presses an info action by its title ("Play from Beginning").
    static func action(_ index: Int, info: NowPlayingInfo?) -> [PanelEffect] {
        guard let actions = info?.infoActions, actions.indices.contains(index) else { return [] }
        switch actions[index] {
        case "Play from Beginning": return [.perform(.playFromBeginning)]
        default: return [.say("'\(actions[index])' is not available here")]
        }
    }

    /// A key in the info panel: ← → switch tabs; on Info ↑ ↓ scroll the rows (`rows`: how far
    /// they can, and how many show) and Tab moves among the actions; in a list ↑ ↓ choose a row
    /// (chapter or line of lyrics) and Enter seeks to it.
    mutating func key(_ key: KeyName, highlighted: Int, info: NowPlayingInfo?, keys: KeyBindings,
                      rows: (limit: Int, page: Int) = (0, 0)) -> [PanelEffect] {
        if bookmarks.rename != nil { return bookmarks.renameKey(key) }
        if tab == .bookmarks, let effects = bookmarks.key(key, highlighted: highlighted, info: info) { return effects }
        if room.chat != nil { return room.chatKey(key) }
        if tab == .room, let effects = room.key(key, info: info, keys: keys) { return effects }
        switch key.base {
        case .named(.left): return [.show(switchTab(to: tab.moved(by: -1)))]
        case .named(.right): return [.show(switchTab(to: tab.moved(by: 1)))]
        default: break
        }
        guard tab != .info else {
            let count = info?.infoActions.count ?? 0
            if let effects = details.key(key, highlighted: highlighted, actions: count, limit: rows.limit, page: rows.page) {
                return effects
            }
            return MenuKeys.result(of: key, highlighted: highlighted, count: count, opener: .infoPanel, keys: keys, across: true)
                .effects(reopen: { .infoPanel(highlighted: $0) }, pick: { Self.action($0, info: info) })
        }
        let times = listTimes(info)
        // Nothing chosen yet: the arrows start from the row playing.
        let start = highlighted >= 0 ? highlighted : (playingRow(info) ?? -1)
        switch MenuKeys.result(of: key, highlighted: max(0, start), count: times.count, opener: .infoPanel, keys: keys) {
        case let .highlight(index):
            let moved = highlighted < 0 && start < 0 ? 0 : index
            return [.show(.infoPanel(highlighted: times.isEmpty ? -1 : moved))]
        case let .pick(index):
            // Enter on a row seeks there and leaves the panel open, following playback again.
            let seek: [PanelEffect] = times.indices.contains(index) ? times[index].map { [.perform(.seek(to: $0))] } ?? [] : []
            return seek + [.show(.infoPanel(highlighted: -1))]
        case .close: return [.show(.none)]
        case .passOn: return [.show(.none), .passOn]
        }
    }

    /// The content times of the open list's rows (nil: a row that cannot be sought to).
    private func listTimes(_ info: NowPlayingInfo?) -> [Double?] {
        guard let info else { return [] }
        switch tab {
        case .info, .history: return []
        case .chapters: return info.chapters.map(\.start)
        case .lyrics: return (lyrics?.lines ?? []).map { $0.time.map { info.timeline.contentTime(atMedia: $0) } }
        case .bookmarks: return info.bookmarks.map(\.time)
        case .room: return []
        }
    }

    /// The row of the open list that is playing.
    private func playingRow(_ info: NowPlayingInfo?) -> Int? {
        switch tab {
        case .info, .bookmarks, .room, .history: nil
        case .chapters: info?.chapterIndex
        case .lyrics: info?.lyrics?.id == lyrics?.id ? info?.lyrics?.lineIndex : nil
        }
    }
}
