import Commands
import Glibc
import NowPlaying

/// Answers control requests: commands go through the active session's command center (with
/// its enabled states, like every other input), `get` and `subscribe` read the info center and
/// what the player gives access to (queue rows, searches, artwork).
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
    }

    /// A reply line and its effect.
    public struct Response: Equatable, Sendable {
        /// The line to write, without its newline.
        public let line: String
        /// What else to do.
        public let effect: Effect
    }

    private let player: PlayerAccess
    private let nowPlaying: () -> StatusJSON
    private let latestInfo: () -> NowPlayingInfo?
    /// Handles commands only a user interface understands (menus, help); nil answers "unsupported".
    public var interfaceCommands: ((TileCommand) -> RemoteCommandStatus)?
    /// Reads the config again; nil answers "unsupported".
    public var reloadConfig: (() -> RemoteCommandStatus)?

    /// A responder over what the player gives access to and its snapshots (tests bring their own).
    public init(player: PlayerAccess, nowPlaying: @escaping () -> StatusJSON,
                latestInfo: @escaping () -> NowPlayingInfo? = { nil }) {
        self.player = player
        self.nowPlaying = nowPlaying
        self.latestInfo = latestInfo
    }

    /// A responder that can only perform commands and tell the snapshot.
    public convenience init(perform: @escaping (Command) -> RemoteCommandStatus, nowPlaying: @escaping () -> StatusJSON) {
        self.init(player: PlayerAccess(perform: perform), nowPlaying: nowPlaying)
    }

    /// A responder over the program's player: the snapshot is the info center's, extrapolated to now.
    public convenience init(player: PlayerAccess, infoCenter: NowPlayingInfoCenter) {
        self.init(player: player, nowPlaying: { [unowned infoCenter] in
            StatusJSON(infoCenter.nowPlayingInfo ?? NowPlayingInfo(), extrapolatedTo: SessionClock.system.monotonic())
        }, latestInfo: { [unowned infoCenter] in infoCenter.nowPlayingInfo })
    }

    /// Answers one request line. A line that is not a request at all (not JSON, the wrong
    /// shape) is answered with why and the connection closed: what comes after it cannot be
    /// trusted to be what the client meant. A request for something unknown is only answered.
    public func respond(to line: [UInt8]) -> Response {
        switch ControlRequest.parse(line) {
        case let .success(request):
            respond(to: request)
        case let .failure(error):
            Response(line: ControlReply.error(error.message, id: error.id).line(), effect: error.isMalformed ? .close : .none)
        }
    }

    /// Answers one request.
    public func respond(to request: ControlRequest) -> Response {
        switch request.kind {
        case .nowPlaying, .subscribe, .subscribeTile: player.willAnswer(true)
        default: player.willAnswer(false)
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
            let line = latestInfo().map { NowPlayingWire.nowPlayingLine(encoded: NowPlayingWire.encode($0), age: age(of: $0)) }
            return Response(line: line ?? ControlReply(status: "success", id: request.id).line(), effect: .subscribeTile)
        case let .queue(indices):
            return Response(line: NowPlayingWire.line(.queueRows(player.rows(indices))), effect: .none)
        case let .searchQueue(query):
            return Response(line: NowPlayingWire.line(.queueSearch(player.search(query))), effect: .none)
        case let .artwork(id, size):
            guard let picture = player.picture(id, size) else {
                let reason = id == nil ? "The item playing has no artwork" : "Artwork \(id ?? 0) is no longer the current one"
                return Response(line: ControlReply(status: "noSuchContent", reason: reason, id: request.id).line(), effect: .none)
            }
            return Response(line: NowPlayingWire.line(.artwork(picture)), effect: .none)
        case let .liveText(id):
            if let text = player.liveText(), id == nil || id == text.id {
                return Response(line: NowPlayingWire.line(.liveText(text)), effect: .none)
            }
            let reason = id.map { "Live Text \($0) is no longer the paused frame's" } ?? NowPlayingInfo.liveTextAbsence(latestInfo())
            return Response(line: ControlReply(status: "noSuchContent", reason: reason, id: request.id).line(), effect: .none)
        case let .lyrics(id):
            if let lyrics = player.lyrics(), id == nil || id == lyrics.id {
                return Response(line: NowPlayingWire.line(.lyrics(lyrics)), effect: .none)
            }
            let reason = id.map { "Lyrics \($0) are no longer the current item's" } ?? "The item playing has no lyrics"
            return Response(line: ControlReply(status: "noSuchContent", reason: reason, id: request.id).line(), effect: .none)
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
        case let .player(command): player.perform(command)
        }
    }

    /// How long ago a snapshot was taken, on the player's clock.
    func age(of info: NowPlayingInfo) -> Double {
        SessionClock.system.monotonic() - info.uptime
    }
}
