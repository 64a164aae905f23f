/// Where `add` and `library-add` put what they add: at the end of the queue, right after the
/// item playing, at a 1-based position, or in place of the whole queue (playing the first of it).
public enum QueuePlacement: Sendable, Equatable {
    case end
    case next
    /// So that the first item added is the queue's Nth (1-based); past the end it goes at the end.
    case at(Int)
    case replace

    /// The words for adding a path ("add", "add-next", "add-at 3", "replace").
    var addWord: String {
        switch self {
        case .end: "add"
        case .next: "add-next"
        case let .at(position): "add-at \(position)"
        case .replace: "replace"
        }
    }

    /// The words for adding from the library ("library-add", "library-add-next",
    /// "library-add-at 3", "library-replace").
    var libraryWord: String {
        switch self {
        case .end: "library-add"
        case .next: "library-add-next"
        case let .at(position): "library-add-at \(position)"
        case .replace: "library-replace"
        }
    }
}
