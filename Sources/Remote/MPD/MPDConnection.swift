import EventLoop

/// One client of the MPD server: its socket, what it sent that is not a whole line yet, what
/// waits to be written to it, and the conversation.
final class MPDConnection: LineReading {
    /// Its socket, non-blocking.
    let fd: Int32
    /// The deadline's name for its timeout.
    let timeoutKey: String
    /// The deadline's name for the longest wait for the player to settle.
    let settleKey: String
    let conversation: MPDConversation
    var framer = LineFramer(limit: MPDServerLimits.inputBuffer - 1)
    /// MPD's output buffer: past it the client is closed.
    var output = OutputQueue(limit: MPDServerLimits.outputBuffer, ceiling: MPDServerLimits.answer)
    /// Hang up once what waits is written.
    var closesAfterWriting = false
    /// What the loop watches it for now.
    var watched: Interest = .readable
    /// Lines received after a command that set the player loading or seeking: they are answered
    /// once the player has acted (its next snapshot), as MPD answers `play` once it plays, so
    /// that the `status` a client sends next reads what the command did.
    var waiting: ArraySlice<LineFramer.Item>?

    init(fd: Int32, number: Int, conversation: MPDConversation) {
        self.fd = fd
        timeoutKey = "mpd.client.\(number)"
        settleKey = "mpd.settle.\(number)"
        self.conversation = conversation
    }

    /// Input until it is done with, output while some waits.
    var interest: Interest {
        var interest: Interest = []
        if !closesAfterWriting && waiting == nil { interest.insert(.readable) }
        if !output.isEmpty { interest.insert(.writable) }
        return interest
    }
}
