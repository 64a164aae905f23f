import Commands
import EventLoop
import Glibc
import Locations
import NowPlaying

/// Everything that lets PlayDeck be controlled from outside its terminal: the control socket
/// and MPRIS, both on the program's one event loop, both through the session's command center.
public final class RemoteControl {
    /// The control socket, unless it could not be opened.
    public private(set) var server: ControlServer?
    /// The MPRIS service, unless there is no session bus.
    public private(set) var mpris: MPRISService?
    /// The MPD protocol server, when the config enables it.
    public private(set) var mpd: MPDServer?
    /// Answers the control socket; set its hooks for interface-only commands.
    public let responder: ControlResponder
    /// What could not be started, one line each, for the caller to show where it may.
    public private(set) var notices: [String] = []
    private let infoCenter: NowPlayingInfoCenter
    private let loop: EventLoop
    private let source: SessionSource
    private var observer: Int?
    private var joinedBus = false
    private var noticeObserver: Int?
    private var feedbackObserver: Int?
    private var libraryObserver: Int?
    private var starObserver: Int?

    /// Starts both (MPRIS only when `mpris`); whatever fails is left out and noted in
    /// `notices`, and the rest works. Both serve `source`, the one server-side source: every
    /// command goes through the active session's command center, the program's own among them.
    /// With `mpd`, the MPD protocol server listens too, serving the same source.
    public init(loop: EventLoop, source: SessionSource, directory: SocketDirectory = .standard(), mpris: Bool = true,
                mpd: MPDServer.Configuration? = nil) {
        infoCenter = source.infoCenter
        self.loop = loop
        self.source = source
        responder = ControlResponder(source: source)
        do {
            let server = try ControlServer(loop: loop, directory: directory, responder: responder)
            server.onQuit = { _ = source.perform(.quit) }
            self.server = server
        } catch {
            notices.append("\(error); `playdeck remote` cannot reach this player")
        }
        if mpris { joinSessionBus() }
        if let mpd {
            let context = MPDContext(source: source, database: mpd.database, playlistsFolder: mpd.playlistsFolder)
            context.password = mpd.password
            let server = MPDServer(loop: loop, context: context, listen: mpd.listen, directory: directory)
            notices += server.notices
            self.mpd = server
        }
        observer = infoCenter.addObserver { [weak self] info in
            guard let server = self?.server else { return }
            if server.hasStatusSubscribers { server.publish(StatusJSON(info).line()) }
            if server.hasTiles {
                let age = SessionClock.system.monotonic() - info.uptime
                server.publishToTiles(NowPlayingWire.nowPlayingLine(encoded: NowPlayingWire.encode(info), age: age))
            }
        }
        noticeObserver = infoCenter.addNoticeObserver { [weak self] notice in
            self?.server?.publishToTiles(NowPlayingWire.line(.notice(notice)))
        }
        feedbackObserver = infoCenter.addFeedbackObserver { [weak self] line in
            self?.server?.publishToTiles(NowPlayingWire.line(.feedback(line)))
        }
        libraryObserver = infoCenter.addLibraryObserver { [weak self] in
            self?.server?.publishToTiles(NowPlayingWire.line(.libraryChanged))
        }
        starObserver = infoCenter.addStarObserver { [weak self] star in
            self?.server?.publishToTiles(NowPlayingWire.line(.serverStar(star)))
        }
    }

    deinit { close() }

    /// Lets the MPRIS name go (another PlayDeck takes this one's queue over, and its name).
    public func leaveSessionBus() {
        mpris?.close()
        mpris = nil
    }

    /// Joins the session bus again after `leaveSessionBus`, when the handover did not happen.
    public func rejoinSessionBus() {
        if mpris == nil, joinedBus { joinSessionBus() }
    }

    private func joinSessionBus() {
        joinedBus = true
        do {
            self.mpris = try MPRISService(loop: loop, source: source)
        } catch where Self.noBusConfigured(error.code) {
            // No session bus at all: a server, an SSH login, a container or a CI box, where no
            // desktop misses the player. A bus that is named but fails is worth a line.
        } catch {
            notices.append("MPRIS unavailable (\(error)); desktop media controls and playerctl will not see this player")
        }
    }

    /// Whether a failure to connect means there is no session bus to join: none is configured
    /// (ENOMEDIUM), or none is named and `$XDG_RUNTIME_DIR/bus` does not exist.
    static func noBusConfigured(_ code: Int32) -> Bool {
        code == ENOMEDIUM || (code == ENOENT && SocketDirectory.environment("DBUS_SESSION_BUS_ADDRESS") == nil)
    }

    /// Closes the socket (removing its file; attached tiles are told `farewell`) and leaves the bus.
    public func close(farewell: String? = nil) {
        for token in [observer, noticeObserver, feedbackObserver, libraryObserver, starObserver].compactMap({ $0 }) {
            infoCenter.removeObserver(token)
        }
        observer = nil
        noticeObserver = nil
        libraryObserver = nil
        starObserver = nil
        server?.close(farewell: farewell)
        server = nil
        mpd?.close()
        mpd = nil
        mpris?.close()
        mpris = nil
    }
}
