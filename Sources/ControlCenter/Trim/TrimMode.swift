import Commands
import NowPlaying
import Settings

/// Trim mode's keys: the selection on the scrubber moves and plays in a loop, so that the
/// person hears or sees what they keep; Enter writes the trim. Answers with effects for the
/// tile to carry out.
enum TrimMode {
    /// Opens trim mode on the item playing, the selection starting at `shown` (where the
    /// scrubber is); else why it cannot.
    static func open(_ info: NowPlayingInfo?, shown: Double?) -> [PanelEffect] {
        guard let info, info.queueIndex != nil else { return [.say("Nothing is playing")] }
        if case let .disabled(reason)? = info.commands.states[.trim], info.trim == nil { return [.refuse(reason)] }
        guard let duration = info.duration else { return [.say("The length of this item is not known yet")] }
        let selection = TrimSelection(at: shown ?? 0, duration: duration)
        return [.show(.trim(selection))] + loop(selection, info: info)
    }

    /// A key in trim mode; `.passOn` for those that go on to the tile's own keys (play, pause, volume).
    static func key(_ key: KeyName, selection: TrimSelection, info: NowPlayingInfo?) -> [PanelEffect] {
        let before = selection
        var selection = selection
        let intervals = info?.skipIntervals ?? SkipIntervals(backward: 10, forward: 15)
        var effects: [PanelEffect] = []
        guard key.modifiers.isEmpty else { return [.passOn] }
        switch key.base {
        case .named(.tab): selection.switchHandle()
        case .named(.left): selection.move(by: -intervals.backward)
        case .named(.right): selection.move(by: intervals.forward)
        case .character(","): selection.move(by: -frameStep(info))
        case .character("."): selection.move(by: frameStep(info))
        case .named(.enter):
            effects = [info?.trim != nil ? .say("A trim is being written") : .perform(.trim(from: selection.start, to: selection.end))]
        case .named(.esc), .character("t"):
            if info?.trim != nil { effects.append(.perform(.trimCancel)) }
            if info?.commands.isEnabled(.changeLoop) == true { effects.append(.perform(.abLoopOff)) }
            return effects + [.show(.none)]
        default: return [.passOn]
        }
        effects.append(.show(.trim(selection)))
        if selection.start != before.start || selection.end != before.end { effects += loop(selection, info: info) }
        return effects
    }

    /// Loops the selection, where the player can loop (not a stream that cannot seek).
    private static func loop(_ selection: TrimSelection, info: NowPlayingInfo?) -> [PanelEffect] {
        guard info?.commands.isEnabled(.changeLoop) == true else { return [] }
        return [.perform(.abLoop(from: selection.start, to: selection.end))]
    }

    /// One frame's step: a 25 fps frame for video (snapshots carry no frame rate yet), a tenth
    /// of a second for audio.
    private static func frameStep(_ info: NowPlayingInfo?) -> Double { info?.mediaType == .video ? 0.04 : 0.1 }
}
