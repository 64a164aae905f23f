import EventLoop

/// Bytes waiting to be written to one client, bounded: a client that stops reading is
/// dropped once what was pushed to it unasked would pass the limit, so it can never hold up
/// the player. Answers to its own requests (a page of the queue, a picture) may wait beyond
/// the limit, up to a ceiling: a client that asks is paced by its own asking.
struct OutputQueue {
    /// The most bytes pushed unasked that may wait besides the answers waiting.
    let limit: Int
    /// The most bytes that may wait, answers included.
    let ceiling: Int
    private var bytes: [UInt8] = []
    private var start = 0
    /// Bytes of answers queued since the queue was last empty.
    private var answered = 0

    init(limit: Int, ceiling: Int) {
        self.limit = limit
        self.ceiling = ceiling
    }

    /// Bytes waiting.
    var count: Int { bytes.count - start }
    var isEmpty: Bool { count == 0 }

    /// Queues a line and its newline; false (and nothing queued) when that would pass the
    /// limit (for a line pushed unasked) or the ceiling (for an answer).
    mutating func append(line: String, isAnswer: Bool = false) -> Bool {
        let utf8 = line.utf8
        let size = utf8.count + 1
        guard count + size <= (isAnswer ? ceiling : min(ceiling, limit + answered)) else { return false }
        bytes.append(contentsOf: utf8)
        bytes.append(UInt8(ascii: "\n"))
        if isAnswer { answered += size }
        return true
    }

    /// Writes what the socket takes now; throws when the client is gone.
    mutating func flush(to fd: Int32) throws(SystemError) {
        while !isEmpty {
            let written = try bytes.withUnsafeBytes { raw in
                Result { () throws(SystemError) in try UnixSocket.send(fd, UnsafeRawBufferPointer(rebasing: raw[start...])) }
            }.get()
            guard written > 0 else { break }
            start += written
        }
        if start == bytes.count {
            bytes.removeAll(keepingCapacity: bytes.capacity <= 1 << 20)
            start = 0
            answered = 0
        } else if start > 65536, start > bytes.count / 2 {
            bytes.removeFirst(start)
            start = 0
        }
    }
}
