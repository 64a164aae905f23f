import ArgumentParser

/// The hidden options a tile's `d` gives the background player it hands its queue to
/// (`Handover`): the item to start at (0-based), how the queue plays, and what its items knew
/// of themselves.
struct HandoffOptions: ParsableArguments {
    @Option(name: .customLong("handoff-index"), help: .hidden)
    var index: Int?

    @Option(name: .customLong("handoff-repeat"), help: .hidden)
    var repeatMode: String?

    @Option(name: .customLong("handoff-stop-after"), help: .hidden)
    var stopAfter: String?

    @Flag(name: .customLong("handoff-shuffle"), help: .hidden)
    var shuffle = false

    @Flag(name: .customLong("handoff-mute"), help: .hidden)
    var mute = false

    /// The handed-over picture in picture was paused (its own pause, not the inactive policy's).
    @Flag(name: .customLong("handoff-pip-paused"), help: .hidden)
    var pipPaused = false

    /// The titles the handed-over queue's playlists gave its items, each as "INDEX:TITLE".
    @Option(name: .customLong("handoff-title"), help: .hidden)
    var titles: [String] = []

    /// What the handed-over queue's server items knew of themselves, each as "INDEX:KEY=VALUE" (`HandoffItems`).
    @Option(name: .customLong("handoff-tag"), help: .hidden)
    var tags: [String] = []
}
