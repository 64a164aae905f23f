import NowPlaying
import Settings

/// What a tile holds of Live Text: the paused frame's text once it came (asked for by the id
/// the snapshot names, once), the words selected while selection is open, and what the keys do
/// then (answered with effects for the tile to carry out).
struct TileLiveText {
    /// The text of the frame shown, once it came.
    private(set) var result: LiveTextResult?
    /// The words selected; nil while selection is closed.
    var selection: LiveTextSelection?
    private var asked: Int?

    /// Follows a snapshot's Live Text; returns the id of a reading to ask for (once). A
    /// snapshot without a reading ready drops the text and the selection.
    mutating func follow(_ state: LiveTextState?) -> Int? {
        guard let state, state.phase == .ready, let id = state.resultID else {
            self = TileLiveText()
            return nil
        }
        guard result?.id != id, asked != id else { return nil }
        result = nil
        selection = nil
        asked = id
        return id
    }

    /// Takes a reading that came; kept only when it is the one asked for last.
    mutating func receive(_ text: LiveTextResult) {
        if text.id == asked { result = text }
    }

    /// `T`: selection of the paused frame's text, its first line selected; else why not.
    mutating func open(_ info: NowPlayingInfo?) -> [PanelEffect] {
        guard let text = result else { return [.say(NowPlayingInfo.liveTextAbsence(info))] }
        guard let first = LiveTextSelection.firstLine(of: text) else { return [.say("No text in this frame")] }
        selection = first
        return [.show(.liveText)]
    }

    /// A key while selecting: arrows move (shift extends), Enter or y copies and closes, a
    /// selects everything, Esc or the opening key closes; any other key closes and goes on to
    /// the tile.
    mutating func key(_ key: KeyName, keys: KeyBindings) -> [PanelEffect] {
        guard let text = result, let current = selection else { return [.close, .passOn] }
        let move: LiveTextSelection.Move? = switch key.base {
        case .named(.left): .previousWord
        case .named(.right): .nextWord
        case .named(.up): .previousLine
        case .named(.down): .nextLine
        default: nil
        }
        if let move {
            selection = current.moved(move, in: text, extending: key.modifiers.contains(.shift))
            return []
        }
        switch key.base {
        case .named(.enter), .character("y"): return [.copy(current.text(in: text)), .close]
        case .character("a"):
            selection = LiveTextSelection.all(of: text)
            return []
        case .named(.esc): return [.close]
        default: return keys.command(for: key) == .tile(.liveText) ? [.close] : [.close, .passOn]
        }
    }
}
