/// Where `add` and `library-add` put what they add: at the end of the queue, right after the
/// item playing, or in place of the whole queue (playing the first of it).
public enum QueuePlacement: Sendable, Equatable, CaseIterable {
    case end
    case next
    case replace

    /// The words for adding a path ("add", "add-next", "replace").
    var addWord: String {
        switch self {
        case .end: "add"
        case .next: "add-next"
        case .replace: "replace"
        }
    }

    /// The words for adding from the library ("library-add", "library-add-next", "library-replace").
    var libraryWord: String {
        switch self {
        case .end: "library-add"
        case .next: "library-add-next"
        case .replace: "library-replace"
        }
    }
}
