import EventLoop

/// Bytes waiting to be written to one client, bounded: a client that stops reading is
/// dropped once its queue would pass the limit, so it can never hold up the player.
struct OutputQueue {
    /// The most bytes that may wait.
    let limit: Int
    private var bytes: [UInt8] = []
    private var start = 0

    init(limit: Int) {
        self.limit = limit
    }

    /// Bytes waiting.
    var count: Int { bytes.count - start }
    var isEmpty: Bool { count == 0 }

    /// Queues a line and its newline; false (and nothing queued) when that would pass the limit.
    mutating func append(line: String) -> Bool {
        let utf8 = line.utf8
        guard count + utf8.count + 1 <= limit else { return false }
        bytes.append(contentsOf: utf8)
        bytes.append(UInt8(ascii: "\n"))
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
            bytes.removeAll(keepingCapacity: true)
            start = 0
        } else if start > 65536, start > bytes.count / 2 {
            bytes.removeFirst(start)
            start = 0
        }
    }
}
