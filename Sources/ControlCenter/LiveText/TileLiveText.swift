import NowPlaying

/// What a tile holds of Live Text: the paused frame's text once it came (asked for by the id
/// the snapshot names, once), and the words selected while selection is open.
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
}
