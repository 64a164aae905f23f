import Commands
import NowPlaying

/// The tile's mouse: a click, drag or wheel at a cell resolved against the frame's click
/// regions, and a drag on the scrubber while it lasts. Answers with effects for the tile to
/// carry out.
struct TilePointer {
    /// A drag on the scrubber: its bar and the time under the pointer.
    private(set) var scrub: (bar: Rect, duration: Double, time: Double)?

    /// A drag in progress is dropped (a resize moved the bar, a new item came).
    mutating func cancel() { scrub = nil }

    /// The effects of `mouse` over `hits`, with `overlay` open.
    mutating func handle(_ mouse: MouseEvent, hits: [HitRegion], overlay: Overlay, info: NowPlayingInfo?) -> [PanelEffect] {
        let hit = hits.last { $0.rect.contains(x: mouse.x, y: mouse.y) }
        switch mouse.kind {
        case .press: return press(hit, at: mouse, overlay: overlay, info: info)
        case .motion:
            if let current = scrub { scrub?.time = ScrubberView.time(atColumn: mouse.x, of: current.bar, duration: current.duration) }
            return []
        case .release:
            // The end of a click or drag on the scrubber: one seek to where it was let go.
            guard let current = scrub else { return [] }
            scrub = nil
            return [.perform(.seek(to: ScrubberView.time(atColumn: mouse.x, of: current.bar, duration: current.duration)))]
        case .wheelUp: return wheel(hit, up: true, overlay: overlay, info: info)
        case .wheelDown: return wheel(hit, up: false, overlay: overlay, info: info)
        }
    }

    private mutating func press(_ hit: HitRegion?, at mouse: MouseEvent, overlay: Overlay, info: NowPlayingInfo?) -> [PanelEffect] {
        if overlay != .none {
            // A tab switches and a row of the info panel's lists seeks, and it stays open.
            if case .infoPanel = overlay {
                switch hit?.target {
                case let .infoTab(tab)?: return [.showTab(tab)]
                case let .command(command)?: return [.run(.player(command))]
                default: break
                }
            }
            // Inside a menu a click picks; anywhere else (and on the panel itself) it closes.
            switch hit?.target {
            case let .speed(rate)?: return [.show(.none), .perform(.setSpeed(rate))]
            case let .infoAction(index)?: return [.show(.none)] + InfoPanelState.action(index, info: info)
            default: return [.show(.none)]
            }
        }
        guard let hit else { return [] }
        switch hit.target {
        case let .scrubber(duration):
            scrub = (hit.rect, duration, ScrubberView.time(atColumn: mouse.x, of: hit.rect, duration: duration))
            return []
        case let .command(command): return [.run(.player(command))]
        case .artwork: return [.perform(.togglePause)]
        case .title: return [.run(.tile(.infoPanel))]
        case .speedButton: return [.run(.tile(.speedMenu))]
        case let .speed(rate): return [.perform(.setSpeed(rate))]
        case let .infoAction(index): return InfoPanelState.action(index, info: info)
        // A tab of the info pane beside the column opens the panel there on that tab.
        case let .infoTab(tab): return [.showTab(tab)]
        case .overlay, .infoRows: return []
        }
    }

    /// The wheel skips on the scrubber and the artwork, changes the volume on its button,
    /// moves through the speed menu and scrolls the Info tab's rows.
    private func wheel(_ hit: HitRegion?, up: Bool, overlay: Overlay, info: NowPlayingInfo?) -> [PanelEffect] {
        if case let .speedMenu(highlighted) = overlay {
            let last = max(0, (info?.speeds.speeds.count ?? 1) - 1)
            return [.show(.speedMenu(highlighted: up ? max(0, highlighted - 1) : min(last, highlighted + 1)))]
        }
        if case .infoPanel = overlay, case let .infoRows(limit)? = hit?.target { return [.scrollInfo(up: up, limit: limit)] }
        guard overlay == .none, let hit else { return [] }
        switch hit.target {
        case .scrubber, .artwork: return [.run(.player(up ? .skipForward(nil) : .skipBackward(nil)))]
        case .command(.toggleMute): return [.perform(up ? .volumeUp(nil) : .volumeDown(nil))]
        default: return []
        }
    }
}
