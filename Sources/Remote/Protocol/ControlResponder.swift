import Commands
import NowPlaying

/// Answers control requests: commands go through the active session's command center (with
/// its enabled states, like every other input), `get` and `subscribe` read the info center.
public final class ControlResponder {
    /// What the server must do besides writing the reply.
    public enum Effect: Equatable, Sendable {
        /// Nothing more.
        case none
        /// Stream every published snapshot to this client from now on.
        case subscribe
        /// Stop the player once the reply is written.
        case quit
    }

    /// A reply line and its effect.
    public struct Response: Equatable, Sendable {
        /// The line to write, without its newline.
        public let line: String
        /// What else to do.
        public let effect: Effect
    }

    private let perform: (Command) -> RemoteCommandStatus
    private let nowPlaying: () -> StatusJSON
    /// Handles commands only a user interface understands (menus, help); nil answers "unsupported".
    public var interfaceCommands: ((TileCommand) -> RemoteCommandStatus)?
    /// Reads the config again; nil answers "unsupported".
    public var reloadConfig: (() -> RemoteCommandStatus)?

    /// A responder over any command performer and snapshot source (tests bring their own).
    public init(perform: @escaping (Command) -> RemoteCommandStatus, nowPlaying: @escaping () -> StatusJSON) {
        self.perform = perform
        self.nowPlaying = nowPlaying
    }

    /// A responder over the program's command router: the snapshot is the info center's,
    /// extrapolated to now.
    public convenience init(perform: @escaping (Command) -> RemoteCommandStatus, infoCenter: NowPlayingInfoCenter) {
        self.init(perform: perform, nowPlaying: { [unowned infoCenter] in
            StatusJSON(infoCenter.nowPlayingInfo ?? NowPlayingInfo(), extrapolatedTo: SessionClock.system.monotonic())
        })
    }

    /// Answers one request line.
    public func respond(to line: [UInt8]) -> Response {
        switch ControlRequest.parse(line) {
        case let .success(request): respond(to: request)
        case let .failure(error): Response(line: ControlReply.error(error.message, id: error.id).line(), effect: .none)
        }
    }

    /// Answers one request.
    public func respond(to request: ControlRequest) -> Response {
        switch request.kind {
        case .nowPlaying:
            return Response(line: nowPlaying().line(), effect: .none)
        case .subscribe:
            return Response(line: nowPlaying().line(), effect: .subscribe)
        case .command(.player(.quit)):
            return Response(line: ControlReply(status: "success", id: request.id).line(), effect: .quit)
        case let .command(command):
            let status = route(command)
            return Response(line: ControlReply(status, command: command, id: request.id).line(), effect: .none)
        }
    }

    private func route(_ instruction: Instruction) -> RemoteCommandStatus {
        switch instruction {
        case let .tile(command): interfaceCommands?(command) ?? .unsupported
        case .player(.reloadConfig): reloadConfig?() ?? .unsupported
        case let .player(command): perform(command)
        }
    }
}
