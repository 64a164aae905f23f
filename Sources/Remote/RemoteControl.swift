import EventLoop
import Glibc
import NowPlaying

/// Everything that lets PlayDeck be controlled from outside its terminal: the control socket
/// and MPRIS, both on the program's one event loop, both through the session's command center.
public final class RemoteControl {
    /// The control socket, unless it could not be opened.
    public private(set) var server: ControlServer?
    /// The MPRIS service, unless there is no session bus.
    public private(set) var mpris: MPRISService?
    /// Answers the control socket; set its hooks for interface-only commands.
    public let responder: ControlResponder
    /// What could not be started, one line each, for the caller to show where it may.
    public private(set) var notices: [String] = []
    private let infoCenter: NowPlayingInfoCenter
    private var observer: Int?

    /// Starts both; whatever fails is left out and noted in `notices`, and the rest works.
    public init(loop: EventLoop, session: NowPlayingSession, infoCenter: NowPlayingInfoCenter,
                directory: SocketDirectory = .standard(), onQuit: @escaping () -> Void) {
        self.infoCenter = infoCenter
        responder = ControlResponder(session: session, infoCenter: infoCenter)
        do {
            let server = try ControlServer(loop: loop, directory: directory, responder: responder)
            server.onQuit = onQuit
            self.server = server
        } catch {
            notices.append("\(error); `playdeck remote` cannot reach this player")
        }
        do {
            let mpris = try MPRISService(loop: loop, session: session, infoCenter: infoCenter)
            mpris.onQuit = onQuit
            self.mpris = mpris
        } catch where error.code == ENOMEDIUM {
            // No session bus is configured at all (no DBUS_SESSION_BUS_ADDRESS, no
            // $XDG_RUNTIME_DIR/bus): a server or a CI box, no desktop to miss the player.
        } catch {
            notices.append("MPRIS unavailable (\(error)); desktop media controls and playerctl will not see this player")
        }
        observer = infoCenter.addObserver { [weak self] info in
            self?.server?.publish(StatusJSON(info).line())
        }
    }

    deinit { close() }

    /// Closes the socket (removing its file) and leaves the bus.
    public func close() {
        if let observer { infoCenter.removeObserver(observer) }
        observer = nil
        server?.close()
        server = nil
        mpris?.close()
        mpris = nil
    }
}
