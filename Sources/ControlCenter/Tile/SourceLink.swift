import NowPlaying

/// Connects a controller to its source, as a tile does: what the source publishes goes to the
/// controller (and to `onValue`, for what the tile keeps itself, such as artwork); what the
/// controller queues (commands, intents) goes to the source, and each command's answer back.
public final class SourceLink {
    /// The controller values go to and requests come from.
    public let controller: TileController
    /// Where requests go and values come from.
    public let source: NowPlayingSource
    /// Called with every value once the controller has taken it, and with nil after each reply.
    public var onChange: ((NowPlayingValue?) -> Void)?
    /// The clock replies and values are stamped with.
    private let clock: () -> Double
    private var subscription: Int?

    /// A link that reads `clock` when something arrives.
    public init(controller: TileController, source: NowPlayingSource, clock: @escaping () -> Double) {
        self.controller = controller
        self.source = source
        self.clock = clock
    }

    deinit { disconnect() }

    /// Starts taking values; the source sends the snapshot of now at once.
    public func connect() {
        guard subscription == nil else { return }
        subscription = source.subscribe { [weak self] value in
            guard let self else { return }
            controller.receive(value, now: clock())
            onChange?(value)
        }
    }

    /// Stops taking values.
    public func disconnect() {
        if let subscription { source.unsubscribe(subscription) }
        subscription = nil
    }

    /// Sends everything the controller has queued.
    public func deliver() {
        for request in controller.takeOutbox() {
            switch request {
            case let .command(command):
                source.send(command) { [weak self] status in
                    guard let self else { return }
                    controller.reply(status, to: command, now: clock())
                    onChange?(nil)
                }
            case let .intent(intent):
                source.request(intent)
            }
        }
    }
}
