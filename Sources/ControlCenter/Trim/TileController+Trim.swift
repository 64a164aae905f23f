import Commands
import NowPlaying
import Settings

extension TileController {
    /// Opens trim mode on the item playing: the selection starts where playback is, and plays
    /// in a loop so that the person hears or sees what they keep.
    func openTrimMode(now: Double) {
        guard let info, info.queueIndex != nil else { return say("Nothing is playing", now: now) }
        if case let .disabled(reason)? = info.commands.states[.trim], info.trim == nil { return refuse(reason, now: now) }
        guard let duration = info.duration else { return say("The length of this item is not known yet", now: now) }
        let selection = TrimSelection(at: shownElapsed(now: now) ?? 0, duration: duration)
        overlay = .trim(selection)
        loop(selection, now: now)
    }

    /// A key in trim mode; false when it goes on to the tile's own keys (play, pause, volume).
    func trimKey(_ key: KeyName, selection: TrimSelection, now: Double) -> Bool {
        let before = selection
        var selection = selection
        guard key.modifiers.isEmpty else { return false }
        switch key.base {
        case .named(.tab): selection.switchHandle()
        case .named(.left): selection.move(by: -intervals.backward)
        case .named(.right): selection.move(by: intervals.forward)
        case .character(","): selection.move(by: -frameStep)
        case .character("."): selection.move(by: frameStep)
        case .named(.enter):
            if info?.trim != nil { say("A trim is being written", now: now) } else {
                perform(.trim(from: selection.start, to: selection.end), now: now)
            }
        case .named(.esc), .character("t"):
            if info?.trim != nil { perform(.trimCancel, now: now) }
            if info?.commands.isEnabled(.changeLoop) == true { perform(.abLoopOff, now: now) }
            overlay = .none
            return true
        default: return false
        }
        overlay = .trim(selection)
        if selection.start != before.start || selection.end != before.end { loop(selection, now: now) }
        return true
    }

    /// Loops the selection, where the player can loop (not a stream that cannot seek).
    private func loop(_ selection: TrimSelection, now: Double) {
        guard info?.commands.isEnabled(.changeLoop) == true else { return }
        perform(.abLoop(from: selection.start, to: selection.end), now: now)
    }

    /// One frame's step: a 25 fps frame for video (snapshots carry no frame rate yet), a tenth
    /// of a second for audio.
    private var frameStep: Double { info?.mediaType == .video ? 0.04 : 0.1 }
}
