import Foundation
import Glibc

/// A blocking client of MPD's protocol for the tests, over a Unix socket or TCP: it sends one
/// command (or a command list) and reads the answer to its end (`OK`, `list_OK`… `OK`, or an
/// `ACK` line), binary chunks included. Independent of the server's code, so it can hold the
/// real MPD and PlayDeck's server to the same answers.
public final class MPDLineClient {
    /// The greeting (`OK MPD 0.23.0`).
    public let greeting: String
    private let descriptor: Int32
    private var buffer = PendingBytes()

    /// Connects to a Unix socket at `path`, or to `host:port` when `path` holds a colon and no
    /// slash, and reads the greeting; throws if nothing answers within `timeout` seconds.
    public init(_ address: String, timeout: Int = 20) throws {
        descriptor = try Self.connect(address)
        var limit = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        // A server that stops reading fails a test instead of hanging it.
        setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, socklen_t(MemoryLayout<timeval>.size))
        var pending = PendingBytes()
        guard let line = try Self.readLine(descriptor, from: &pending) else {
            close(descriptor)
            throw FixtureError("\(address) closed before its greeting")
        }
        greeting = line
        buffer = pending
    }

    deinit { close(descriptor) }

    /// Sends `line` (a line break is added) and returns the answer as text, the final
    /// `OK`/`ACK` line included.
    public func send(_ line: String) throws -> String {
        try write(line + "\n")
        return try readAnswer()
    }

    /// Sends bytes as they are (a test of framing: no line break added).
    public func write(_ text: String) throws {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
            guard n > 0 else { throw FixtureError("write failed: \(String(cString: strerror(errno)))") }
            sent += n
        }
    }

    /// Sends bytes as they are, without SIGPIPE; false once the server has closed the connection
    /// (a test of what makes a server hang up may still be writing when it does).
    public func send(bytes: [UInt8]) -> Bool {
        var sent = 0
        while sent < bytes.count {
            let n = bytes[sent...].withUnsafeBytes { Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard n > 0 else { return false }
            sent += n
        }
        return true
    }

    /// Reads one whole answer: lines up to `OK` or `ACK …`; a `binary: N` line's N bytes are
    /// kept as `<N bytes sha:HASH>` so that two servers' pictures compare as text.
    public func readAnswer() throws -> String {
        var answer = ""
        while let line = try readLine() {
            answer += line + "\n"
            if line == "OK" || line.hasPrefix("ACK ") { return answer }
            if line.hasPrefix("binary: "), let count = Int(line.dropFirst(8)) {
                let bytes = try read(count: count + 1)
                answer += "<\(count) bytes fnv:\(Self.fnv(bytes.dropLast()))>\n"
            }
        }
        throw FixtureError("the connection closed in an answer: \(answer.suffix(400))")
    }

    /// Reads one line; nil at the end of the stream.
    public func readLine() throws -> String? {
        try Self.readLine(descriptor, from: &buffer)
    }

    private static func readLine(_ descriptor: Int32, from buffer: inout PendingBytes) throws -> String? {
        while true {
            if let line = buffer.takeLine() { return String(decoding: line, as: UTF8.self) }
            guard try fill(descriptor, into: &buffer) else { return nil }
        }
    }

    /// Whether the server closed the connection (reads to the end; what came is dropped).
    public func isClosed() throws -> Bool {
        while try fill() { buffer = PendingBytes() }
        return true
    }

    private func read(count: Int) throws -> [UInt8] {
        while buffer.count < count {
            guard try fill() else { throw FixtureError("the connection closed in a binary chunk") }
        }
        return buffer.take(count)
    }

    private func fill() throws -> Bool {
        try Self.fill(descriptor, into: &buffer)
    }

    private static func fill(_ descriptor: Int32, into buffer: inout PendingBytes) throws -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        let n = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        if n < 0 { throw FixtureError("read failed: \(String(cString: strerror(errno)))") }
        if n == 0 { return false }
        buffer.append(chunk[..<n])
        return true
    }

    private static func fnv<Bytes: Sequence>(_ bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hash: UInt64 = 1469598103934665603
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 1099511628211 }
        return String(hash, radix: 16)
    }

    private static func connect(_ address: String) throws -> Int32 {
        if !address.contains("/"), let colon = address.lastIndex(of: ":"), let port = UInt16(address[address.index(after: colon)...]) {
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            var inet = sockaddr_in()
            inet.sin_family = sa_family_t(AF_INET)
            inet.sin_port = port.bigEndian
            inet_pton(AF_INET, String(address[..<colon]), &inet.sin_addr)
            let status = withUnsafePointer(to: &inet) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
            guard status == 0 else { close(fd); throw FixtureError("cannot connect to \(address): \(String(cString: strerror(errno)))") }
            return fd
        }
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var unix = sockaddr_un()
        unix.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(address.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: unix.sun_path) else { close(fd); throw FixtureError("socket path too long: \(address)") }
        withUnsafeMutableBytes(of: &unix.sun_path) { raw in
            for (i, byte) in bytes.enumerated() { raw[i] = byte }
        }
        let status = withUnsafePointer(to: &unix) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard status == 0 else { close(fd); throw FixtureError("cannot connect to \(address): \(String(cString: strerror(errno)))") }
        return fd
    }
}

/// Bytes read and not yet taken. Taken bytes are dropped in bulk, not one line at a time, so a
/// 10 MB answer is read in linear time.
struct PendingBytes {
    private var bytes: [UInt8] = []
    private var start = 0

    var count: Int { bytes.count - start }

    mutating func append(_ more: ArraySlice<UInt8>) {
        if start > 0, start >= bytes.count / 2 {
            bytes.removeSubrange(..<start)
            start = 0
        }
        bytes.append(contentsOf: more)
    }

    /// The next line without its line break, or nil when no whole line has come yet.
    mutating func takeLine() -> ArraySlice<UInt8>? {
        guard let end = bytes[start...].firstIndex(of: 0x0A) else { return nil }
        let line = bytes[start..<end]
        start = end + 1
        return line
    }

    mutating func take(_ n: Int) -> [UInt8] {
        let taken = Array(bytes[start..<(start + n)])
        start += n
        return taken
    }
}
