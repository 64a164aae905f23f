import Commands
import Glibc
import Locations
import NowPlaying

/// Answers control requests from the one server-side source: commands go through the active
/// session's command center (with its enabled states, like every other input), intents are
/// answered by the source, `get` and `subscribe` read the info center.
public final class ControlResponder {
    /// What the server must do besides writing the reply.
    public enum Effect: Equatable, Sendable {
        /// Nothing more.
        case none
        /// Stream every published snapshot to this client from now on.
        case subscribe
        /// Stream what a tile shows (snapshots with their age, notices) from now on.
        case subscribeTile
        /// Stop the player once the reply is written.
        case quit
        /// Hang up once the reply is written: the client sent what cannot be answered.
        case close
        /// Nothing now: the reply comes later, through the `later` the request came with.
        case answerLater
    }

    /// A reply line and its effect.
    public struct Response: Equatable, Sendable {
        /// The line to write, without its newline.
        public let line: String
        /// What else to do.
        public let effect: Effect
    }

    private let source: SessionSource
    private let nowPlaying: () -> StatusJSON
    /// Handles commands only a user interface understands (menus, help); nil answers "unsupported".
    public var interfaceCommands: ((TileCommand) -> RemoteCommandStatus)?
    /// Where the commands come from, for the locations they may name.
    private let origin = LocationOrigin.remote("the control socket")
    /// The replies waiting for the flush of the listens under way.
    private var flushReplies: [(ScrobbleFlushReport) -> Void] = []

    /// A responder over `source`; `nowPlaying` is the snapshot `get` answers (the info
    /// center's, extrapolated to now, unless a test brings its own).
    public init(source: SessionSource, nowPlaying: (() -> StatusJSON)? = nil) {
        self.source = source
        self.nowPlaying = nowPlaying ?? { [unowned infoCenter = source.infoCenter] in
            StatusJSON(infoCenter.nowPlayingInfo ?? NowPlayingInfo(), extrapolatedTo: SessionClock.system.monotonic())
        }
    }

    /// A responder that can only perform commands and tell the snapshot (tests).
    public convenience init(perform: @escaping (Command) -> RemoteCommandStatus, nowPlaying: @escaping () -> StatusJSON) {
        self.init(source: SessionSource(infoCenter: NowPlayingInfoCenter(), perform: perform), nowPlaying: nowPlaying)
    }

    /// Answers one request line. A line that is not a request at all (not JSON, the wrong
    /// shape) is answered with why and the connection closed: what comes after it cannot be
    /// trusted to be what the client meant. A request for something unknown is only answered.
    /// A request answered later (`scrobble-flush`) is answered through `later`, when given.
    public func respond(to line: [UInt8], later: ((String) -> Void)? = nil) -> Response {
        switch ControlRequest.parse(line) {
        case let .success(request):
            respond(to: request, later: later)
        case let .failure(error):
            Response(line: ControlReply.error(error.message, id: error.id).line(), effect: error.isMalformed ? .close : .none)
        }
    }

    /// Answers one request; one whose answer comes later goes through `later`.
    public func respond(to request: ControlRequest, later: ((String) -> Void)? = nil) -> Response {
        switch request.kind {
        case .nowPlaying, .subscribe, .subscribeTile: source.willAnswer(reading: true)
        default: source.willAnswer(reading: false)
        }
        switch request.kind {
        case .nowPlaying:
            return Response(line: nowPlaying().line(), effect: .none)
        case .subscribe:
            return Response(line: nowPlaying().line(), effect: .subscribe)
        case let .hello(version) where version == ProtocolHello.currentVersion:
            return Response(line: ProtocolHello(pid: getpid()).line(), effect: .none)
        case let .hello(version):
            let reason = ProtocolHello.mismatch(player: ProtocolHello.currentVersion, client: version)
            return Response(line: ControlReply.error(reason, id: request.id).line(), effect: .close)
        case .subscribeTile:
            let line = source.infoCenter.nowPlayingInfo.map { NowPlayingWire.nowPlayingLine(encoded: NowPlayingWire.encode($0), age: age(of: $0)) }
            return Response(line: line ?? ControlReply(status: "success", id: request.id).line(), effect: .subscribeTile)
        case let .intent(intent):
            let id = request.id
            guard let later else { return Response(line: Self.line(source.answer(intent), id: id), effect: .none) }
            // A server's list comes later: the client is answered then, once, in its turn.
            guard let now = source.answer(intent, later: { later(Self.line($0, id: id)) }) else {
                return Response(line: "", effect: .answerLater)
            }
            return Response(line: Self.line(now, id: id), effect: .none)
        case .command(.player(.quit)):
            return Response(line: ControlReply(status: "success", id: request.id).line(), effect: .quit)
        case .command(.player(.flushListens)) where later != nil:
            // Answered with the report, once every service has answered for its listens.
            let id = request.id
            flushReplies.append { report in
                let reply = report.tookEverything ? ControlReply(status: "success", message: report.line, id: id)
                    : ControlReply(status: "commandFailed", reason: report.line, message: report.line, id: id)
                later?(reply.line())
            }
            let status = route(.player(.flushListens))
            guard status == .success else {
                flushReplies.removeLast()
                return Response(line: ControlReply(status, command: .player(.flushListens), id: request.id).line(), effect: .none)
            }
            return Response(line: "", effect: .answerLater)
        case let .command(command):
            // The feedback the command gives (every view shows it) is its reply's message too.
            var said: String?
            let token = source.infoCenter.addFeedbackObserver { said = $0 }
            let status = route(command)
            source.infoCenter.removeObserver(token)
            return Response(line: ControlReply(status, command: command, message: said, id: request.id).line(), effect: .none)
        }
    }

    /// The lines read together from one client are answered: the queue's edits among them were
    /// one step of undo, and what comes next is another (a client that waits for each reply
    /// sends each edit as its own step, however fast it is).
    public func finishBatch() {
        if let session = source.infoCenter.activeSession { QueueEditor(session).endGroup() }
    }

    /// The flush of the listens a `scrobble-flush` started has ended: its requests are answered.
    public func listensFlushed(_ report: ScrobbleFlushReport) {
        let replies = flushReplies
        flushReplies = []
        for reply in replies { reply(report) }
    }

    private func route(_ instruction: Instruction) -> RemoteCommandStatus {
        switch instruction {
        case let .tile(command): interfaceCommands?(command) ?? .unsupported
        case let .player(command): source.perform(command, from: origin)
        }
    }

    /// The line that answers an intent: the value, or why there is none.
    private static func line(_ answer: IntentAnswer, id: RequestID?) -> String {
        switch answer {
        case let .value(value): NowPlayingWire.line(value)
        case let .absent(reason): ControlReply(status: "noSuchContent", reason: reason, id: id).line()
        }
    }

    /// How long ago a snapshot was taken, on the player's clock.
    func age(of info: NowPlayingInfo) -> Double {
        SessionClock.system.monotonic() - info.uptime
    }
}
