import EventLoop

/// Bytes waiting to be written to one client, bounded: a client that stops reading is
/// dropped once what was pushed to it unasked would pass the limit, so it can never hold up
/// the player. Answers to its own requests (a page of the queue, a picture) may wait beyond
/// the limit, up to a ceiling: a client that asks is paced by its own asking.
///
/// Lines are kept apart, each freed once written: one growing buffer held twice its bytes
/// while it was copied into a larger one, and a 60 MB queue made a 120 MB peak.
struct OutputQueue {
    /// The most bytes pushed unasked that may wait besides the answers waiting.
    let limit: Int
    /// The most bytes that may wait, answers included.
    let ceiling: Int
    /// Lines waiting, each with its newline, from `head` on; the first of them may be partly written.
    private var lines: [[UInt8]] = []
    private var head = 0
    /// Bytes of `lines[head]` written already.
    private var written = 0
    /// Bytes waiting.
    private(set) var count = 0
    /// Bytes of answers queued since the queue was last empty.
    private var answered = 0

    init(limit: Int, ceiling: Int) {
        self.limit = limit
        self.ceiling = ceiling
    }

    var isEmpty: Bool { count == 0 }

    /// Queues a line and its newline; false (and nothing queued) when that would pass the
    /// limit (for a line pushed unasked) or the ceiling (for an answer).
    mutating func append(line: String, isAnswer: Bool = false) -> Bool {
        var bytes = [UInt8]()
        bytes.reserveCapacity(line.utf8.count + 1)
        bytes += line.utf8
        bytes.append(UInt8(ascii: "\n"))
        return append(bytes: bytes, isAnswer: isAnswer)
    }

    /// Queues bytes that end a line (or several: one protocol answer), under the same bounds.
    mutating func append(bytes: [UInt8], isAnswer: Bool = false) -> Bool {
        let size = bytes.count
        guard size > 0 else { return true }
        guard count + size <= (isAnswer ? ceiling : min(ceiling, limit + answered)) else { return false }
        lines.append(bytes)
        count += size
        if isAnswer { answered += size }
        return true
    }

    /// Writes what the socket takes now; throws when the client is gone.
    mutating func flush(to fd: Int32) throws(SystemError) {
        try flush { bytes throws(SystemError) in try UnixSocket.send(fd, bytes) }
    }

    /// Writes what `write` takes now (it returns the count taken, 0 when it would block): a
    /// socket, or a TLS session over one.
    mutating func flush<Failure: Error>(using write: (UnsafeRawBufferPointer) throws(Failure) -> Int) throws(Failure) {
        while head < lines.count {
            let sent = try lines[head].withUnsafeBytes { raw in
                Result { () throws(Failure) in try write(UnsafeRawBufferPointer(rebasing: raw[written...])) }
            }.get()
            guard sent > 0 else { break }
            written += sent
            count -= sent
            if written == lines[head].count {
                lines[head] = []
                head += 1
                written = 0
            }
        }
        if head == lines.count {
            lines.removeAll()
            head = 0
            answered = 0
        } else if head > 64, head > lines.count / 2 {
            lines.removeFirst(head)
            head = 0
        }
    }

    /// Gives up what waits, but for the rest of a line already begun (a line cut short would
    /// run into the next), and queues `line` as the last one.
    mutating func abandon(endingWith line: String) {
        lines = (written > 0 ? [lines[head]] : []) + [Array(line.utf8) + [UInt8(ascii: "\n")]]
        head = 0
        count = lines.reduce(0) { $0 + $1.count } - written
        answered = 0
    }
}
