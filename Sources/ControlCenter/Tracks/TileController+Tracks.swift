import Commands
import NowPlaying
import Settings

extension TileController {
    /// Opens a track menu on the track playing, or says why there is nothing to choose.
    func openTrackMenu(_ kind: TrackMenuKind, now: Double) {
        let entries = TrackMenuEntry.entries(kind, info: info)
        guard entries.count > (kind == .audio ? 0 : 1) else {
            say(kind == .audio ? "This item has no audio tracks" : "This item has no subtitles", now: now)
            return
        }
        overlay = .trackMenu(kind, highlighted: entries.firstIndex { $0.isSelected } ?? 0)
    }

    /// Keys inside a track menu; false when the key closes it and goes on to the tile.
    func trackMenuKey(_ key: KeyName, kind: TrackMenuKind, highlighted: Int, now: Double) -> Bool {
        let entries = TrackMenuEntry.entries(kind, info: info)
        switch key.base {
        case .named(.up), .character("k"):
            overlay = .trackMenu(kind, highlighted: max(0, highlighted - 1))
        case .named(.down), .character("j"):
            overlay = .trackMenu(kind, highlighted: min(max(0, entries.count - 1), highlighted + 1))
        case .named(.enter), .named(.space):
            overlay = .none
            if entries.indices.contains(highlighted) { perform(entries[highlighted].command, now: now) }
        case .named(.esc):
            overlay = .none
        default:
            overlay = .none
            let command = keys.command(for: key)
            return command == (kind == .audio ? .audioMenu : .subtitleMenu)
        }
        return true
    }
}
