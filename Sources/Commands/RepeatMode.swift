/// What happens when an item or the queue ends (MPRepeatType).
public enum RepeatMode: String, Sendable, CaseIterable {
    /// The queue plays once.
    case none
    /// The current item plays again and again.
    case track
    /// The queue starts over after its last item.
    case queue

    /// The mode after this one when a person cycles: none → track → queue → none.
    public var next: RepeatMode {
        switch self {
        case .none: .track
        case .track: .queue
        case .queue: .none
        }
    }
}
