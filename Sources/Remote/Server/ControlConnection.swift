import EventLoop

/// One client of the control socket: what it sent that is not a whole line yet, what waits
/// to be written to it, and whether it streams snapshots.
final class ControlConnection {
    /// Its socket, non-blocking.
    let fd: Int32
    var framer: LineFramer
    var output: OutputQueue
    /// Receives every published snapshot.
    var isSubscribed = false
    /// The client will send nothing more; a subscriber may still be reading.
    var inputClosed = false
    /// What the loop watches it for now.
    var watched: Interest = .readable

    init(fd: Int32, lineLimit: Int, outputLimit: Int) {
        self.fd = fd
        framer = LineFramer(limit: lineLimit)
        output = OutputQueue(limit: outputLimit)
    }

    /// What to watch it for: input until it ends, output while some waits.
    var interest: Interest {
        var interest: Interest = []
        if !inputClosed { interest.insert(.readable) }
        if !output.isEmpty { interest.insert(.writable) }
        return interest
    }

    /// Done: nothing more will come in and nothing is left to go out, unless it subscribed.
    var isFinished: Bool {
        inputClosed && output.isEmpty && !isSubscribed
    }
}
