/// Why a value was refused, before it is turned into a sentence naming the key.
enum ValueProblem: Error, Equatable {
    /// The value is not what the key takes; `found` names what it is ("string", "-3").
    case mismatch(found: String, at: SourcePosition?, suggestion: String? = nil)
    /// A problem that needs its own sentence.
    case message(String, at: SourcePosition?)

    /// The same problem, placed at `position` unless it already has a place.
    func placed(at position: SourcePosition) -> ValueProblem {
        switch self {
        case let .mismatch(found, at, suggestion): .mismatch(found: found, at: at ?? position, suggestion: suggestion)
        case let .message(text, at): .message(text, at: at ?? position)
        }
    }
}
