import Commands
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

    /// Starts both (MPRIS only when `mpris`); whatever fails is left out and noted in
    /// `notices`, and the rest works. Every command goes to `perform`, the program's router
    /// (the active session's command center, and the program's own quit and reload-config);
    /// `artwork` is the current item's picture, for MPRIS.
    public init(loop: EventLoop, infoCenter: NowPlayingInfoCenter, directory: SocketDirectory = .standard(),
                mpris: Bool = true, perform: @escaping (Command) -> RemoteCommandStatus,
                artwork: @escaping () -> MediaItemArtwork?) {
        self.infoCenter = infoCenter
        responder = ControlResponder(perform: perform, infoCenter: infoCenter)
        do {
            let server = try ControlServer(loop: loop, directory: directory, responder: responder)
            server.onQuit = { _ = perform(.quit) }
            self.server = server
        } catch {
            notices.append("\(error); `playdeck remote` cannot reach this player")
        }
        if mpris { joinSessionBus(loop: loop, perform: perform, artwork: artwork) }
        observer = infoCenter.addObserver { [weak self] info in
            self?.server?.publish(StatusJSON(info).line())
        }
    }

    deinit { close() }

    private func joinSessionBus(loop: EventLoop, perform: @escaping (Command) -> RemoteCommandStatus,
                                artwork: @escaping () -> MediaItemArtwork?) {
        do {
            self.mpris = try MPRISService(loop: loop, infoCenter: infoCenter, perform: perform, artwork: artwork)
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
