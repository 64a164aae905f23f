/// Whether playback stops at the end of the item playing (MPD's single mode without repeat):
/// the next item is then loaded paused at its start, and `play` goes on from there. Repeat
/// track plays the item again instead.
public enum StopAfter: String, Sendable, CaseIterable, Codable {
    /// The queue plays on.
    case off
    /// At the end of every item.
    case on
    /// At the end of the item playing, then off again (MPD's `single oneshot`).
    case once

    /// The mode after this one when a person cycles: off → on → once → off.
    public var next: StopAfter {
        switch self {
        case .off: .on
        case .on: .once
        case .once: .off
        }
    }
}
