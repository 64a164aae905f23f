import Foundation

/// GNOME Keyring's Secret Service (`gnome-keyring-daemon --foreground --components=secrets
/// --unlock`) on a private bus of its own, in a world of its own (its keyrings under the world's
/// XDG_DATA_HOME, its control socket in the world's runtime folder). `--unlock` makes the login
/// keyring with the password on its standard input, unlocked, as the default collection, as a
/// desktop login does. libsecret's `secret-tool` is the independent client that reads and writes
/// it beside PlayDeck.
public final class SecretServiceDaemon: Sendable {
    /// The bus it is on.
    public let bus: PrivateBus
    private let world: TestWorld
    private let process: SpawnedProgram

    /// Whether this machine has it (the Makefile installs gnome-keyring, libsecret-tools and
    /// libglib2.0-bin for the suite).
    public static var isInstalled: Bool {
        ["/usr/bin/gnome-keyring-daemon", "/usr/bin/secret-tool", "/usr/bin/gdbus"].allSatisfy(FileManager.default.isExecutableFile)
    }

    /// The login keyring's collection.
    public static let login = "/org/freedesktop/secrets/collection/login"

    /// Starts the daemon on a new private bus and waits until it owns org.freedesktop.secrets.
    public init() throws {
        bus = try PrivateBus()
        world = try TestWorld()
        process = try SpawnedProgram("/bin/sh", ["-c", "printf %s keyring-password | exec /usr/bin/gnome-keyring-daemon --foreground --components=secrets --unlock"],
                                     in: world, environment: bus.environment)
        // gdbus waits for the name's owner as the bus announces it, not by asking again and again.
        let waited = try bus.run("/usr/bin/gdbus", ["wait", "--session", "--timeout", "20", "org.freedesktop.secrets"])
        guard waited.status == 0 else {
            stop()
            throw FixtureError("gnome-keyring-daemon did not take org.freedesktop.secrets: \(waited.stderr) \(process.log)")
        }
    }

    deinit { stop() }

    /// `secret-tool lookup`: the secret of the item with `attributes`, nil when there is none.
    public func lookup(_ attributes: [String: String]) throws -> String? {
        let result = try bus.run("/usr/bin/secret-tool", ["lookup"] + Self.arguments(attributes))
        return result.status == 0 ? result.stdout : nil
    }

    /// `secret-tool store`: keeps `secret` with `attributes`, as another program would.
    public func store(_ secret: String, _ attributes: [String: String]) throws {
        let result = try ProcessRunner.run("/usr/bin/secret-tool", ["store", "--label=stored by secret-tool"] + Self.arguments(attributes),
                                           environment: bus.environment, timeout: 20, input: secret)
        guard result.status == 0 else { throw FixtureError("secret-tool store: \(result.stderr)") }
    }

    /// Locks the login keyring, as the desktop's screen lock or a timeout does.
    public func lock() throws {
        let result = try bus.run("/usr/bin/gdbus", ["call", "--session", "--dest", "org.freedesktop.secrets", "--object-path", "/org/freedesktop/secrets",
                                                    "--method", "org.freedesktop.Secret.Service.Lock", "['\(Self.login)']"])
        guard result.status == 0 else { throw FixtureError("Lock: \(result.stderr)") }
    }

    /// Ends the daemon and its bus.
    public func stop() {
        process.stop()
        bus.stop()
        world.remove()
    }

    private static func arguments(_ attributes: [String: String]) -> [String] {
        attributes.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] }
    }
}
