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
}
