import Commands
import NowPlaying
import Settings

extension TileController {
    /// Opens a track menu on the track playing, or says why there is nothing to choose.
    func openTrackMenu(_ kind: TrackMenuKind, now: Double) {
        let tracks = kind == .audio ? info?.audioTracks.count ?? 0 : info?.subtitleTracks.count ?? 0
        switch kind {
        case .audio where tracks == 0: return say("This item has no audio tracks", now: now)
        case .subtitles where tracks == 0: return say("This item has no subtitles", now: now)
        case .secondarySubtitles where tracks < 2: return say("A secondary subtitle needs two subtitle tracks", now: now)
        default: break
        }
        let entries = TrackMenuEntry.entries(kind, info: info)
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
            return keys.command(for: key) == .tile(kind.command)
        }
        return true
    }
}
