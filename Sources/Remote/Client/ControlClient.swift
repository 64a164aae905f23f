import EventLoop
import Glibc
import JSONCoding

/// Which running PlayDeck to talk to.
public enum ControlTarget: Equatable, Sendable {
    /// The most recently started instance in the directory.
    case mostRecent(SocketDirectory)
    /// The instance with this process id.
    case pid(Int32, SocketDirectory)
    /// An explicit socket path.
    case socket(String)
}

/// A blocking client of the control socket, for the short-lived `playdeck remote` and
/// `playdeck status` processes: waits use poll(2) with a deadline, never a sleep.
public final class ControlClient {
    /// The socket connected to.
    public let path: String
    private let fd: Int32
    private var pending: [UInt8] = []
    /// Whether the descriptor is still this client's to close (see `handOver`).
    private var ownsDescriptor = true
    /// The longest line accepted from the player.
    private static let lineLimit = 4 * 1024 * 1024

    /// Connects to the socket at `path`.
    public init(path: String) throws(ControlClientError) {
        do throws(SystemError) {
            let fd = try UnixSocket.make(nonBlocking: false)
            do throws(SystemError) {
                try UnixSocket.connect(fd, to: path)
            } catch {
                _ = close(fd)
                throw error
            }
            self.fd = fd
        } catch {
            throw error.code == ENOENT || error.code == ECONNREFUSED ? .notRunning(path) : .io(error)
        }
        self.path = path
    }

    deinit {
        if ownsDescriptor { _ = close(fd) }
    }

    /// The handshake: tells the player which protocol this build speaks and returns its answer;
    /// a player that speaks another one (or refuses this user) says why, and that is thrown.
    public func hello(timeout: Double = 5) throws(ControlClientError) -> ProtocolHello {
        try sendRaw("{\"hello\":\(ProtocolHello.currentVersion)}\n")
        guard let line = try readLine(timeout: timeout) else { throw .timedOut(timeout) }
        switch ServerLine.parse(Array(line.utf8), now: 0) {
        case let .success(.hello(hello)) where hello.version == ProtocolHello.currentVersion: return hello
        case let .success(.hello(hello)):
            throw .refused(ProtocolHello.mismatch(player: hello.version, client: ProtocolHello.currentVersion))
        case let .success(.reply(reply)): throw .refused(reply.reason ?? reply.status)
        case .success(.value), .success(.goodbye), .failure: throw .refused("the socket at \(path) does not speak PlayDeck's protocol")
        }
    }

    /// Gives the connection up to a caller that serves it on a loop: the descriptor (its own to
    /// close from now on) and what was read past the last line returned.
    public func handOver() -> (descriptor: Int32, unread: [UInt8]) {
        ownsDescriptor = false
        defer { pending = [] }
        return (fd, pending)
    }

    /// Connects to the instance `target` names: for `.mostRecent`, the newest one that answers.
    public static func connect(_ target: ControlTarget) throws(ControlClientError) -> ControlClient {
        switch target {
        case let .socket(path):
            return try ControlClient(path: path)
        case let .pid(pid, directory):
            try verify(directory, pid: pid)
            do {
                return try ControlClient(path: directory.socketPath(pid: pid))
            } catch .notRunning {
                throw .noRunningInstance(pid: pid)
            }
        case let .mostRecent(directory):
            try verify(directory)
            for path in directory.instances() {
                if let client = try? ControlClient(path: path) { return client }
            }
            throw .noRunningInstance(pid: nil)
        }
    }

    private static func verify(_ directory: SocketDirectory, pid: Int32? = nil) throws(ControlClientError) {
        do {
            try directory.verify()
        } catch .missing {
            throw .noRunningInstance(pid: pid)
        } catch {
            throw .unsafeDirectory(error)
        }
    }

    /// Sends one request object as a line.
    public func send(_ request: some Encodable) throws(ControlClientError) {
        guard let line = try? JSONEncoder(outputFormatting: .sortedKeys).encode(request) else {
            throw .io(SystemError("encode", code: EINVAL))
        }
        try sendRaw(line + "\n")
    }

    /// Sends text as it is: for tools and tests that speak the protocol by hand.
    public func sendRaw(_ text: String) throws(ControlClientError) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress.map { $0 + offset }, $0.count - offset, Int32(MSG_NOSIGNAL)) }
            if written < 0 {
                if errno == EINTR { continue }
                throw errno == EPIPE || errno == ECONNRESET ? .closed : .io(SystemError("send"))
            }
            offset += written
        }
    }

    /// Tells the player nothing more will be sent; its answers can still be read.
    public func finishSending() {
        _ = shutdown(fd, Int32(SHUT_WR))
    }

    /// The next line from the player, waiting at most `timeout` seconds (nil: as long as it takes).
    /// Returns nil when the time runs out; throws `.closed` when the player hangs up.
    public func readLine(timeout: Double?) throws(ControlClientError) -> String? {
        let deadline = timeout.map { monotonicNow() + $0 }
        while true {
            if let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: pending[..<newline], as: UTF8.self)
                pending.removeFirst(newline + 1)
                return line
            }
            guard pending.count < Self.lineLimit else { throw .io(SystemError("read", code: EMSGSIZE)) }
            var entry = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let wait = deadline.map { Int32(max(0, min(($0 - monotonicNow()) * 1000, 86_400_000)).rounded(.up)) } ?? -1
            let ready = poll(&entry, 1, wait)
            if ready < 0 {
                if errno == EINTR { continue }
                throw .io(SystemError("poll"))
            }
            if ready == 0 { return nil }
            var chunk = [UInt8](repeating: 0, count: 64 * 1024)
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                throw errno == ECONNRESET ? .closed : .io(SystemError("recv"))
            }
            if count == 0 { throw .closed }
            pending.append(contentsOf: chunk[..<count])
        }
    }

    /// What a reply line says; a line that is no reply is a player gone mid-answer.
    public static func reply(_ line: String) throws(ControlClientError) -> ControlReply {
        guard let reply = ControlReply.decode(line) else { throw .closed }
        return reply
    }

    /// Sends a request and waits for its one-line answer.
    public func request(_ request: some Encodable, timeout: Double = 5) throws(ControlClientError) -> String {
        do {
            try send(request)
        } catch .closed {
            // A refusal (another user, too many clients) is written before the player hangs up.
            if let refusal = try? readLine(timeout: 0) { return refusal }
            throw .closed
        }
        guard let line = try readLine(timeout: timeout) else { throw .timedOut(timeout) }
        return line
    }
}

/// Monotonic seconds.
func monotonicNow() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// Why the player could not be reached, as a line for a person.
public enum ControlClientError: Error, Equatable, Sendable, CustomStringConvertible {
    /// No instance answers (with this pid, when one was asked for).
    case noRunningInstance(pid: Int32?)
    /// Nothing listens at this socket path.
    case notRunning(String)
    /// The socket directory is not safe to use.
    case unsafeDirectory(SocketDirectoryError)
    /// The player hung up.
    case closed
    /// The player did not answer within this many seconds.
    case timedOut(Double)
    /// The player answered, but refused (another protocol version, another user): why.
    case refused(String)
    /// A system call failed.
    case io(SystemError)

    /// The line to print after "playdeck: ".
    public var description: String {
        switch self {
        case .noRunningInstance(nil): "no running PlayDeck"
        case let .noRunningInstance(pid?): "no running PlayDeck with pid \(pid)"
        case let .notRunning(path): "no running PlayDeck at \(path)"
        case let .unsafeDirectory(error): error.description
        case .closed: "PlayDeck closed the connection"
        case let .timedOut(seconds): "PlayDeck did not answer within \(Int(seconds)) s"
        case let .refused(reason): reason
        case let .io(error): error.description
        }
    }
}
