import Commands
import NowPlaying
import Settings

extension TileController {
    /// Opens the info panel on the tab it showed last.
    func openInfoPanel() {
        overlay = .infoPanel(highlighted: infoTab == .info ? 0 : -1)
    }

    /// Shows another tab, its list following playback again.
    func switchInfoTab(to tab: InfoTab) {
        infoTab = tab
        overlay = .infoPanel(highlighted: tab == .info ? 0 : -1)
    }

    /// A key in the info panel: ← → switch tabs; on Info the keys move among the actions, in a
    /// list ↑ ↓ choose a row (chapter or line of lyrics) and Enter seeks to it. False when the
    /// key goes on to the tile.
    func infoPanelKey(_ key: KeyName, highlighted: Int, now: Double) -> Bool {
        switch key.base {
        case .named(.left): switchInfoTab(to: infoTab.moved(by: -1)); return true
        case .named(.right): switchInfoTab(to: infoTab.moved(by: 1)); return true
        default: break
        }
        guard infoTab != .info else {
            let count = info?.infoActions.count ?? 0
            let result = MenuKeys.result(of: key, highlighted: highlighted, count: count, opener: .infoPanel, keys: keys,
                                         across: true)
            return menu(result, reopen: { .infoPanel(highlighted: $0) }, pick: { pressInfoAction($0, now: now) })
        }
        let times = listTimes()
        // Nothing chosen yet: the arrows start from the row playing.
        let start = highlighted >= 0 ? highlighted : (playingRow() ?? -1)
        let result = MenuKeys.result(of: key, highlighted: max(0, start), count: times.count, opener: .infoPanel, keys: keys)
        switch result {
        case let .highlight(index):
            let moved = highlighted < 0 && start < 0 ? 0 : index
            overlay = .infoPanel(highlighted: times.isEmpty ? -1 : moved)
        case let .pick(index):
            // Enter on a row seeks there and leaves the panel open, following playback again.
            if times.indices.contains(index), let time = times[index] { perform(.seek(to: time), now: now) }
            overlay = .infoPanel(highlighted: -1)
        case .close: overlay = .none
        case .passOn:
            overlay = .none
            return false
        }
        return true
    }

    /// The content times of the open list's rows (nil: a row that cannot be sought to).
    private func listTimes() -> [Double?] {
        guard let info else { return [] }
        switch infoTab {
        case .info: return []
        case .chapters: return info.chapters.map(\.start)
        case .lyrics: return (lyrics?.lines ?? []).map { $0.time.map { info.timeline.contentTime(atMedia: $0) } }
        case .bookmarks: return info.bookmarks.map(\.time)
        }
    }

    /// The row of the open list that is playing.
    private func playingRow() -> Int? {
        switch infoTab {
        case .info, .bookmarks: nil
        case .chapters: info?.chapterIndex
        case .lyrics: info?.lyrics?.id == lyrics?.id ? info?.lyrics?.lineIndex : nil
        }
    }
}
