import Commands
import EventLoop
import Glibc
import NowPlaying

/// A `NowPlayingSource` over a player's control socket, on the program's one event loop: what
/// `playdeck attach` shows. The player pushes snapshots and notices; rows, searches and
/// artwork come back when asked for; commands are answered by id. Nothing here blocks: a
/// player that stops reading only makes requests wait.
public final class SocketSource: NowPlayingSource, LineReading {
    /// Called once when the connection ends: the player's last word (it quit, or its queue
    /// ended), or nil when it went away without one (killed, crashed, or the network dropped).
    public var onClose: ((String?) -> Void)?
    /// The player's answer to the handshake.
    public let hello: ProtocolHello
    /// Whether this tile told the player to quit (so that its going needs no comment).
    public private(set) var askedToQuit = false

    /// The longest line taken from the player: the largest artwork a tile may ask for, in base64.
    static let lineLimit = ControlRequest.maximumArtworkSide * ControlRequest.maximumArtworkSide * 4 * 4 / 3 + 65536

    let fd: Int32
    private let loop: EventLoop
    var framer = LineFramer(limit: SocketSource.lineLimit)
    private var output = OutputQueue(limit: 4 * 1024 * 1024, ceiling: 4 * 1024 * 1024)
    private var watched: Interest = .readable
    private var observers: [(token: Int, body: (NowPlayingValue) -> Void)] = []
    private var nextToken = 0
    private var replies: [Int: (RemoteCommandStatus) -> Void] = [:]
    private var nextRequest = 0
    /// Requests sent, and answered: the player answers each in order, with a reply or (a get)
    /// a value.
    public private(set) var requestsSent = 0
    public private(set) var requestsAnswered = 0
    private var latest: NowPlayingInfo?
    private var reportedBadLine = false
    private var isOpen = true
    private let reader = SocketReader(bufferSize: 256 * 1024, rounds: 8)

    /// Serves a connection that has said hello (`ControlClient.hello`, then `handOver`) on
    /// `loop`, and subscribes it to what a tile shows.
    public init(connection: (descriptor: Int32, unread: [UInt8]), hello: ProtocolHello, loop: EventLoop) {
        fd = connection.descriptor
        self.hello = hello
        self.loop = loop
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        loop.watch(fd, for: .readable) { [unowned self] ready in handle(ready) }
        if !connection.unread.isEmpty {
            connection.unread.withUnsafeBytes { take(framer.append($0)) }
        }
        // Id 0: its answer (a snapshot, or "success" before there is one) is no request's.
        write(#"{"subscribe":"tile","id":0}"#)
    }

    /// Whether a request sent is still unanswered.
    public var isAwaitingAnswers: Bool { requestsAnswered < requestsSent }

    deinit { close() }

    /// Hangs up.
    public func close() {
        guard isOpen else { return }
        isOpen = false
        requestsAnswered = requestsSent
        loop.unwatch(fd)
        _ = Glibc.close(fd)
        for reply in replies.values { reply(.commandFailed("The player is gone")) }
        replies = [:]
    }

    public func subscribe(_ observer: @escaping (NowPlayingValue) -> Void) -> Int {
        nextToken += 1
        observers.append((nextToken, observer))
        if let latest { observer(.nowPlaying(latest)) }
        return nextToken
    }

    public func unsubscribe(_ token: Int) {
        observers.removeAll { $0.token == token }
    }

    public func send(_ command: Command, reply: @escaping (RemoteCommandStatus) -> Void) {
        guard isOpen else { return reply(.commandFailed("The player is gone")) }
        if command == .quit { askedToQuit = true }
        nextRequest += 1
        replies[nextRequest] = reply
        send(RequestLine(command: command.text, id: nextRequest))
    }

    public func request(_ intent: NowPlayingIntent) {
        switch intent {
        case let .queueRows(indices):
            // A page at a time, with its neighbours: the answer comes a round trip later.
            let asked = Self.withNeighbours(indices, total: latest?.queueCount ?? 0)
            for start in stride(from: 0, to: asked.count, by: ControlRequest.maximumRows) {
                send(RequestLine(intent: .queueRows(Array(asked[start..<min(asked.count, start + ControlRequest.maximumRows)]))))
            }
        case let .artwork(id, size):
            let side = ControlRequest.maximumArtworkSide
            send(RequestLine(intent: .artwork(id: id, size: PixelSize(width: min(max(1, size.width), side),
                                                                      height: min(max(1, size.height), side)))))
        default:
            send(RequestLine(intent: intent))
        }
    }

    /// The rows asked for, and as many again before and after them when they are a run: the
    /// rows come a round trip later, so a list moving a row at a time finds the next ones here.
    static func withNeighbours(_ indices: [Int], total: Int) -> [Int] {
        guard let first = indices.first, let last = indices.last, last - first + 1 == indices.count, total > 0 else {
            return indices
        }
        let span = indices.count
        return Array(max(0, first - span)..<min(total, last + span + 1))
    }

    /// Writes a request whose answer is awaited.
    private func send(_ request: RequestLine) {
        guard isOpen else { return }
        requestsSent += 1
        write(NowPlayingWire.text(of: request) ?? "{}")
    }

    private func write(_ line: String) {
        guard isOpen else { return }
        guard output.append(line: line, isAnswer: true) else { return end(nil) }
        flush()
    }

    private func flush() {
        do {
            try output.flush(to: fd)
        } catch {
            return end(nil)
        }
        let interest: Interest = output.isEmpty ? .readable : [.readable, .writable]
        if interest != watched {
            loop.setInterest(interest, for: fd)
            watched = interest
        }
    }

    private func handle(_ ready: Readiness) {
        if ready.contains(.writable) { flush() }
        guard isOpen, ready.contains(.readable) || ready.isHangUpOrError else { return }
        // A bounded amount per wake-up: the terminal's keys are served between two big pictures.
        let stop = reader.read(self) { items in
            take(items)
            return isOpen
        }
        if stop == .ended {
            take(framer.finish())
            end(nil)
        }
    }

    private func take(_ items: [LineFramer.Item]) {
        for item in items {
            guard isOpen else { return }
            guard case let .line(bytes) = item else {
                reportBadLine("the player sent a line longer than \(Self.lineLimit) bytes")
                continue
            }
            switch ServerLine.parse(bytes, now: EventLoop.now()) {
            case let .success(.value(value)):
                switch value {
                case let .nowPlaying(info): latest = info
                case .notice, .feedback: break
                default: requestsAnswered = min(requestsSent, requestsAnswered + 1)
                }
                for observer in observers { observer.body(value) }
            case let .success(.reply(reply)):
                if reply.id != .number(0) { requestsAnswered = min(requestsSent, requestsAnswered + 1) }
                answer(reply)
            case .success(.hello):
                break
            case let .success(.goodbye(reason)):
                return end(reason)
            case let .failure(error):
                reportBadLine(error.description)
            }
        }
    }

    private func answer(_ reply: ControlReply) {
        guard case let .number(number)? = reply.id, let id = Int(exactly: number),
              let callback = replies.removeValue(forKey: id) else { return }
        callback(reply.commandStatus)
    }

    /// A line that cannot be read is said once; the tile goes on with the lines it can read.
    private func reportBadLine(_ description: String) {
        guard !reportedBadLine else { return }
        reportedBadLine = true
        for observer in observers { observer.body(.notice(description)) }
    }

    /// The player is gone: an empty snapshot (as the MPRIS client publishes: a view that knows
    /// only the protocol stops showing it playing), and the owner told.
    private func end(_ farewell: String?) {
        guard isOpen else { return }
        var gone = NowPlayingInfo()
        gone.uptime = EventLoop.now()
        for observer in observers { observer.body(.nowPlaying(gone)) }
        close()
        onClose?(farewell)
    }
}

extension ControlReply {
    /// The command center's status this reply stands for.
    var commandStatus: RemoteCommandStatus {
        switch status {
        case "success": .success
        case "noSuchContent": .noSuchContent
        case "noActionableNowPlayingItem": .noActionableNowPlayingItem
        case "disabled": .disabled(reason ?? "Disabled")
        case "unsupported": .unsupported
        default: .commandFailed(reason ?? status)
        }
    }
}
