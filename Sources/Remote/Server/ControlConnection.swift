import EventLoop

/// One client of the control socket: what it sent that is not a whole line yet, what waits
/// to be written to it, and what it streams.
final class ControlConnection: LineReading {
    /// What a client streams.
    enum Subscription {
        case none
        /// Status lines, as `playdeck status --follow` reads them.
        case nowPlaying
        /// What a tile shows: snapshots with their age, and notices.
        case tile
    }

    /// Its socket, non-blocking.
    let fd: Int32
    var framer: LineFramer
    var output: OutputQueue
    /// What it streams.
    var subscription = Subscription.none
    /// Hang up once what waits is written.
    var closesAfterWriting = false
    /// The client will send nothing more; a subscriber may still be reading.
    var inputClosed = false
    /// What the loop watches it for now.
    var watched: Interest = .readable
    /// Dropped for reading too slowly: it is served nothing more, and closed once its last
    /// line (why) is written.
    var leaving = false
    /// Replies it waits for that come later (`scrobble-flush`): it stays until they are written.
    var answersAwaited = 0

    init(fd: Int32, lineLimit: Int, outputLimit: Int, outputCeiling: Int) {
        self.fd = fd
        framer = LineFramer(limit: lineLimit)
        output = OutputQueue(limit: outputLimit, ceiling: outputCeiling)
    }

    /// What to watch it for: input until it ends, output while some waits.
    var interest: Interest {
        var interest: Interest = []
        if !inputClosed && !closesAfterWriting { interest.insert(.readable) }
        if !output.isEmpty { interest.insert(.writable) }
        return interest
    }

    /// Done: nothing more will come in (or be listened to) and nothing is left to go out,
    /// unless it subscribed.
    var isFinished: Bool {
        output.isEmpty && (closesAfterWriting || (inputClosed && subscription == .none && answersAwaited == 0))
    }
}
