import Commands
import NowPlaying
import Settings

extension TileController {
    /// The text of the paused frame that was asked for.
    func receiveLiveText(_ text: LiveTextResult) {
        liveText.receive(text)
    }

    /// A snapshot's Live Text: a new reading is asked for; without one, selection closes.
    func followLiveText(_ info: NowPlayingInfo) {
        if let id = liveText.follow(info.liveText) { ask(.liveText(id: id)) }
        if liveText.selection == nil, overlay == .liveText { overlay = .none }
    }

    /// `T`: selection of the paused frame's text, its first line selected; else why not.
    func openLiveText(now: Double) {
        guard let text = liveText.result else {
            return say(NowPlayingInfo.liveTextAbsence(info), now: now)
        }
        guard let first = LiveTextSelection.firstLine(of: text) else { return say("No text in this frame", now: now) }
        liveText.selection = first
        overlay = .liveText
    }

    /// A key while selecting: arrows move (shift extends), Enter or y copies and closes, a
    /// selects everything, Esc or the opening key closes; any other key closes and goes on to
    /// the tile. False when the key goes on.
    func liveTextKey(_ key: KeyName, now: Double) -> Bool {
        guard let text = liveText.result, let selection = liveText.selection else {
            overlay = .none
            return false
        }
        let extending = key.modifiers.contains(.shift)
        let move: LiveTextSelection.Move? = switch key.base {
        case .named(.left): .previousWord
        case .named(.right): .nextWord
        case .named(.up): .previousLine
        case .named(.down): .nextLine
        default: nil
        }
        if let move {
            liveText.selection = selection.moved(move, in: text, extending: extending)
            return true
        }
        switch key.base {
        case .named(.enter), .character("y"):
            copy(selection.text(in: text), now: now)
        case .character("a"):
            liveText.selection = LiveTextSelection.all(of: text)
            return true
        case .named(.esc):
            break
        default:
            if keys.command(for: key) != .tile(.liveText) {
                closeLiveText()
                return false
            }
        }
        closeLiveText()
        return true
    }

    private func closeLiveText() {
        liveText.selection = nil
        if overlay == .liveText { overlay = .none }
    }

    /// Puts `text` on the terminal's clipboard (OSC 52) and says how much.
    private func copy(_ text: String, now: Double) {
        guard onCopy?(text) == true else { return say("The terminal's clipboard cannot be reached from here", now: now) }
        let count = text.count
        say("Copied \(count) character\(count == 1 ? "" : "s")", now: now)
    }
}
