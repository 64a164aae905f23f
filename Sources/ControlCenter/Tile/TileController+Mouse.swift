import Commands
import NowPlaying

extension TileController {
    /// A click, drag or wheel at a cell, resolved against the frame's click regions.
    func handle(_ mouse: MouseEvent, now: Double) {
        guard ui.mouse else { return }
        lastInput = now
        if isIdleFullscreen {
            if mouse.kind == .press { isIdleFullscreen = false }
            return
        }
        let hit = hits.last { $0.rect.contains(x: mouse.x, y: mouse.y) }
        switch mouse.kind {
        case .press: press(hit, at: mouse, now: now)
        case .motion: drag(to: mouse.x)
        case .release: release(at: mouse.x, now: now)
        case .wheelUp: wheel(hit, up: true, now: now)
        case .wheelDown: wheel(hit, up: false, now: now)
        }
    }

    private func press(_ hit: HitRegion?, at mouse: MouseEvent, now: Double) {
        if overlay != .none {
            // A tab switches and a row of the info panel's lists seeks, and it stays open.
            if case .infoPanel = overlay {
                switch hit?.target {
                case let .infoTab(tab)?: return switchInfoTab(to: tab)
                case let .command(command)?: return run(.player(command), now: now)
                default: break
                }
            }
            // Inside a menu a click picks; anywhere else (and on the panel itself) it closes.
            overlay = .none
            switch hit?.target {
            case let .speed(rate)?: perform(.setSpeed(rate), now: now)
            case let .infoAction(index)?: pressInfoAction(index, now: now)
            default: break
            }
            return
        }
        guard let hit else { return }
        switch hit.target {
        case let .scrubber(duration):
            scrub = (hit.rect, duration, ScrubberView.time(atColumn: mouse.x, of: hit.rect, duration: duration))
        case let .command(command): run(.player(command), now: now)
        case .artwork: perform(.togglePause, now: now)
        case .title: openInfoPanel()
        case .speedButton: openSpeedMenu(now: now)
        case let .speed(rate): perform(.setSpeed(rate), now: now)
        case let .infoAction(index): pressInfoAction(index, now: now)
        case .overlay, .infoTab: break
        }
    }

    private func drag(to x: Int) {
        guard let current = scrub else { return }
        scrub?.time = ScrubberView.time(atColumn: x, of: current.bar, duration: current.duration)
    }

    /// The end of a click or drag on the scrubber: one seek to where it was let go.
    private func release(at x: Int, now: Double) {
        guard let current = scrub else { return }
        scrub = nil
        perform(.seek(to: ScrubberView.time(atColumn: x, of: current.bar, duration: current.duration)), now: now)
    }

    /// The wheel skips on the scrubber and the artwork, changes the volume on its button,
    /// and moves through the speed menu.
    private func wheel(_ hit: HitRegion?, up: Bool, now: Double) {
        if case let .speedMenu(highlighted) = overlay {
            let last = max(0, (info?.speeds.speeds.count ?? 1) - 1)
            overlay = .speedMenu(highlighted: up ? max(0, highlighted - 1) : min(last, highlighted + 1))
            return
        }
        guard overlay == .none, let hit else { return }
        switch hit.target {
        case .scrubber, .artwork:
            run(.player(up ? .skipForward(nil) : .skipBackward(nil)), now: now)
        case .command(.toggleMute):
            perform(up ? .volumeUp(nil) : .volumeDown(nil), now: now)
        default:
            break
        }
    }
}
