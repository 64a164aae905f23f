import Settings

/// One line of text as a person types it on the tile (a bookmark's new name, the go-to prompt):
/// characters add to it, Backspace takes the last away, Enter submits and Esc cancels.
enum LineEditing {
    /// What a key did to the line.
    enum Outcome: Equatable {
        case submit, cancel, edited, ignored
    }

    /// Applies `key` to `text`. The line stays one line of printable text: a control character
    /// typed is dropped.
    static func apply(_ key: KeyName, to text: inout String) -> Outcome {
        switch key.base {
        case .named(.enter): return .submit
        case .named(.esc): return .cancel
        case .named(.backspace):
            if !text.isEmpty { text.removeLast() }
            return .edited
        case .named(.space):
            text.append(" ")
            return .edited
        case let .character(character) where !key.modifiers.contains(.control) && !key.modifiers.contains(.meta):
            if !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
                text.append(character)
            }
            return .edited
        default: return .ignored
        }
    }
}
