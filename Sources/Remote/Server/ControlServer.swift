import EventLoop
import Glibc

/// The control socket: listens on `<directory>/<pid>.sock` (0600, in a 0700 directory),
/// refuses other users (SO_PEERCRED), and serves clients on the program's one event loop,
/// one JSON object per line, never blocking on any of them.
public final class ControlServer {
    /// The longest request line accepted, in bytes.
    public static let maximumLineLength = 64 * 1024
    /// The most output pushed unasked (snapshots, notices) that may wait for one client before
    /// it is dropped.
    public static let outputLimit = 256 * 1024
    /// The most output that may wait for one client, answers to its requests (pictures) included.
    public static let outputCeiling = 64 * 1024 * 1024
    /// The most output that may wait for all clients together: past it, the one with the most
    /// waiting is dropped first, until the rest fits.
    public static let totalOutputLimit = 64 * 1024 * 1024
    /// The most clients served at once; more are told so and closed.
    public static let maximumClients = 512

    /// The socket's path.
    public let path: String
    private let listener: Int32
    private let loop: EventLoop
    private let responder: ControlResponder
    private let totalLimit: Int
    private var connections: [Int32: ControlConnection] = [:]
    /// Bytes waiting for all clients together.
    private(set) var queuedBytes = 0
    private let reader = SocketReader(bufferSize: 64 * 1024, rounds: 4)
    private var closed = false
    /// Called after the reply to `quit` is written.
    public var onQuit: (() -> Void)?

    /// Prepares the directory, binds and starts serving on `loop`; `totalOutputLimit` bounds
    /// what may wait for all clients together.
    public init(loop: EventLoop, directory: SocketDirectory, responder: ControlResponder, pid: Int32 = getpid(),
                totalOutputLimit: Int = ControlServer.totalOutputLimit) throws(ControlServerError) {
        do {
            try directory.prepare()
        } catch {
            throw .directory(error)
        }
        path = directory.socketPath(pid: pid)
        self.loop = loop
        self.responder = responder
        totalLimit = totalOutputLimit
        do {
            listener = try UnixSocket.make()
        } catch {
            throw .socket(error)
        }
        do throws(SystemError) {
            // A socket left by an earlier process with our pid is stale: we are that pid now.
            _ = unlink(path)
            try UnixSocket.listen(listener, at: path)
            // The directory is 0700 already; the socket's own mode is a second lock.
            guard chmod(path, 0o600) == 0 else { throw SystemError("chmod \(path)") }
        } catch {
            // Fully initialized by now, so deinit runs: it must find nothing left to close.
            closed = true
            _ = Glibc.close(listener)
            _ = unlink(path)
            throw .socket(error)
        }
        loop.watch(listener, for: .readable) { [unowned self] _ in acceptAll() }
    }

    deinit { close() }

    /// How many clients are connected and served (not counting those dropped that are still
    /// being told why).
    public var clientCount: Int { connections.values.count(where: { !$0.leaving }) }

    /// Writes a published snapshot's status line to every subscriber of "now-playing"; one that
    /// cannot keep up is dropped.
    public func publish(_ line: String) {
        for connection in connections.values where connection.subscription == .nowPlaying {
            send(line, to: connection)
        }
    }

    /// Whether any client follows the status lines, so that one is made only when someone reads it.
    public var hasStatusSubscribers: Bool {
        connections.values.contains { $0.subscription == .nowPlaying }
    }

    /// Whether any tile is subscribed, so that a snapshot is encoded for tiles only when one is.
    public var hasTiles: Bool {
        connections.values.contains { $0.subscription == .tile }
    }

    /// Writes a line to every tile subscribed (a snapshot with its age, a notice).
    public func publishToTiles(_ line: String) {
        for connection in connections.values where connection.subscription == .tile {
            send(line, to: connection)
        }
    }

    /// Closes every client and the socket, and removes its file. Tiles are told `farewell` (why
    /// the player ends) as their last line, as far as their sockets take it without waiting.
    public func close(farewell: String? = nil) {
        guard !closed else { return }
        if let farewell {
            let line = NowPlayingWire.goodbyeLine(farewell)
            for connection in connections.values where connection.subscription == .tile {
                if changeOutput(of: connection, { $0.append(line: line, isAnswer: true) }) {
                    changeOutput(of: connection) { try? $0.flush(to: connection.fd) }
                }
            }
        }
        closed = true
        for fd in Array(connections.keys) { drop(fd) }
        loop.unwatch(listener)
        _ = Glibc.close(listener)
        _ = unlink(path)
    }

    private func acceptAll() {
        while !closed, let fd = try? UnixSocket.accept(listener) {
            guard (try? UnixSocket.peerUserID(fd)) == geteuid() else {
                refuse(fd, "permission denied: this PlayDeck belongs to another user")
                continue
            }
            guard connections.count < Self.maximumClients else {
                refuse(fd, "too many clients")
                continue
            }
            connections[fd] = ControlConnection(fd: fd, lineLimit: Self.maximumLineLength, outputLimit: Self.outputLimit,
                                                outputCeiling: Self.outputCeiling)
            loop.watch(fd, for: .readable) { [unowned self] ready in handle(fd, ready) }
        }
    }

    private func refuse(_ fd: Int32, _ reason: String) {
        let line = Array((ControlReply.error(reason).line() + "\n").utf8)
        _ = line.withUnsafeBytes { try? UnixSocket.send(fd, $0) }
        _ = Glibc.close(fd)
    }

    private func handle(_ fd: Int32, _ ready: Readiness) {
        guard let connection = connections[fd] else { return }
        if !connection.closesAfterWriting, ready.contains(.readable) || (ready.isHangUpOrError && !connection.inputClosed) {
            read(connection)
        }
        guard connections[fd] != nil else { return }
        if ready.isHangUpOrError && connection.inputClosed {
            // The peer is gone in both directions: nothing more can be delivered.
            return drop(fd)
        }
        settle(connection)
    }

    /// Reads what has arrived and answers each line.
    private func read(_ connection: ControlConnection) {
        let stop = reader.read(connection) { items in
            serve(items, from: connection)
            responder.finishBatch()
            return connections[connection.fd] != nil && !connection.closesAfterWriting
        }
        if stop == .ended {
            connection.inputClosed = true
            serve(connection.framer.finish(), from: connection)
        }
    }

    private func serve(_ items: [LineFramer.Item], from connection: ControlConnection) {
        for item in items {
            guard connections[connection.fd] != nil, !connection.closesAfterWriting else { return }
            switch item {
            case .tooLong:
                connection.closesAfterWriting = true
                send(ControlReply.error("request longer than \(Self.maximumLineLength) bytes").line(), to: connection, isAnswer: true)
                return
            case let .line(bytes):
                if bytes.allSatisfy({ $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }) { continue }
                let response = responder.respond(to: bytes) { [weak self, weak connection] line in
                    // A client gone meanwhile (or a server closed) is not answered.
                    guard let self, let connection, !closed else { return }
                    connection.answersAwaited -= 1
                    send(line, to: connection, isAnswer: true)
                }
                if response.effect == .close { connection.closesAfterWriting = true }
                if response.effect != .answerLater { send(response.line, to: connection, isAnswer: true) }
                switch response.effect {
                case .none: break
                case .answerLater: connection.answersAwaited += 1
                case .subscribe: connection.subscription = .nowPlaying
                case .subscribeTile: connection.subscription = .tile
                case .quit: onQuit?()
                case .close: return
                }
            }
        }
    }

    /// Queues a line and writes what the socket takes now; drops the client if it cannot keep
    /// up, and the slowest clients while all together have more waiting than the total allows.
    private func send(_ line: String, to connection: ControlConnection, isAnswer: Bool = false) {
        // A client dropped earlier in this round (a publish goes through a copy of the list).
        guard connections[connection.fd] === connection, !connection.leaving else { return }
        let queued = changeOutput(of: connection) { $0.append(line: line, isAnswer: isAnswer) }
        guard queued else { return leave(connection, "\((connection.output.count + line.utf8.count + 1) / 1024) KiB would wait for it") }
        settle(connection)
        while queuedBytes > totalLimit, let slowest = connections.values.max(by: { $0.output.count < $1.output.count }) {
            leave(slowest, "\(slowest.output.count / 1024) KiB waited for it, the most of any client")
        }
    }

    /// Drops a client that reads too slowly: what waits for it goes, but for the rest of a line
    /// already begun, and it is closed once one last line saying why is written. One dropped
    /// already, that still does not read it, is closed at once.
    private func leave(_ connection: ControlConnection, _ why: String) {
        guard !connection.leaving else { return drop(connection.fd) }
        let reason = "dropped for reading too slowly: \(why)"
        let line = connection.subscription == .tile ? NowPlayingWire.goodbyeLine(reason) : ControlReply.error(reason).line()
        connection.leaving = true
        connection.closesAfterWriting = true
        connection.subscription = .none
        changeOutput(of: connection) { $0.abandon(endingWith: line) }
        settle(connection)
    }

    /// Changes what waits for a client, keeping the total of what waits for all of them.
    @discardableResult
    private func changeOutput<Value>(of connection: ControlConnection, _ change: (inout OutputQueue) -> Value) -> Value {
        let before = connection.output.count
        defer { queuedBytes += connection.output.count - before }
        return change(&connection.output)
    }

    /// Writes what waits, then drops the client if it is done, or watches it for what it needs.
    private func settle(_ connection: ControlConnection) {
        let written = changeOutput(of: connection) { output in
            (try? output.flush(to: connection.fd)) != nil
        }
        guard written else { return drop(connection.fd) }
        if connection.isFinished { return drop(connection.fd) }
        let interest = connection.interest
        if interest != connection.watched {
            loop.setInterest(interest, for: connection.fd)
            connection.watched = interest
        }
    }

    private func drop(_ fd: Int32) {
        guard let connection = connections.removeValue(forKey: fd) else { return }
        queuedBytes -= connection.output.count
        loop.unwatch(fd)
        _ = Glibc.close(fd)
    }
}

/// Why the control socket could not be opened.
public enum ControlServerError: Error, CustomStringConvertible {
    /// The socket directory could not be made or is unsafe.
    case directory(SocketDirectoryError)
    /// The socket could not be opened.
    case socket(SystemError)

    /// "control socket: why".
    public var description: String {
        switch self {
        case let .directory(error): "control socket: \(error)"
        case let .socket(error): "control socket: \(error)"
        }
    }
}
