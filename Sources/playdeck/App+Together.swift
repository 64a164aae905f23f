import Glibc
import Remote
import Settings

extension App {
    /// Joins the Syncplay room of `[together]` or `--together`, when one is asked for; the
    /// peer is one more remote of the stage's source.
    func attachTogether(_ config: Config) {
        let settings = options.together.applied(to: config.together)
        guard settings.join else { return }
        guard let server = settings.server, let room = settings.room else {
            notice("together: no room joined: [together] join needs server and room (or --together HOST --room ROOM)", keep: true)
            return
        }
        let configuration = SyncplayPeer.Configuration(
            host: server.host, port: server.port, room: room, name: settings.name ?? Self.loginName(),
            password: settings.password,
            filenamePrivacy: SyncplayPrivacy(rawValue: settings.filename.rawValue) ?? .raw,
            filesizePrivacy: SyncplayPrivacy(rawValue: settings.filesize.rawValue) ?? .raw
        )
        let peer = SyncplayPeer(loop: loop, source: stage.source, configuration: configuration)
        peer.onLine = { [weak self] line in
            if self?.tile == nil { printError("together: \(line)") }
        }
        together = peer
    }

    /// Leaves the room; playback is not touched.
    func detachTogether() {
        together?.leave()
        together = nil
    }

    private static func loginName() -> String {
        if let name = getenv("USER").map({ String(cString: $0) }), !name.isEmpty { return name }
        return "PlayDeck"
    }
}
