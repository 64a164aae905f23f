import MediaFiles

/// A connection to the Secret Service with a `plain` session open on it: the calls of one
/// `SecretService` operation, each waited for. The session ends with the connection, which
/// closes when this goes (BusConnection's deinit).
final class SecretSession {
    static let service = "/org/freedesktop/secrets"
    static let serviceInterface = "org.freedesktop.Secret.Service"
    private static let name = "org.freedesktop.secrets"
    /// The session's object path, which secrets sent and asked for name.
    private(set) var path = "/"
    private let connection: BusConnection

    /// Connects to the bus at `address` (nil: the session bus) and opens a session.
    init(address: String?) throws(SecretServiceFailure) {
        do {
            connection = if let address { try BusConnection(address: address) } else { try BusConnection() }
        } catch {
            throw .unavailable("no session bus (\(error.message))")
        }
        let opened = try call(Self.service, Self.serviceInterface, "OpenSession", [.string("plain"), .variant(.string(""))])
        guard opened.count == 2, case let .objectPath(path) = opened[1] else { throw .unexpected("OpenSession") }
        self.path = path
    }

    /// `member`'s results, or the failure in words.
    func call(_ object: String, _ interface: String, _ member: String, _ arguments: [BusValue]) throws(SecretServiceFailure) -> [BusValue] {
        switch connection.callWaiting(Self.name, path: object, interface: interface, member: member, arguments: arguments,
                                      timeout: SecretService.timeout) {
        case let .success(values):
            return values
        case let .failure(failure) where Self.absent.contains(failure.name):
            throw .unavailable("no Secret Service on the session bus")
        case let .failure(failure) where failure.name == "org.freedesktop.Secret.Error.IsLocked":
            throw .locked
        case let .failure(failure):
            throw .refused(Sanitized.line(failure.description))
        }
    }

    /// `objects` unlocked (those already unlocked stay so); `locked` when that needs a prompt.
    func unlocked(_ objects: [String]) throws(SecretServiceFailure) -> [String] {
        let answer = try call(Self.service, Self.serviceInterface, "Unlock", [.objectPaths(objects)])
        guard answer.count == 2, case let .objectPaths(unlocked) = answer[0], case let .objectPath(prompt) = answer[1] else {
            throw .unexpected("Unlock")
        }
        guard prompt == "/" else { throw .locked }
        return unlocked
    }

    /// What the bus answers when nobody owns the service's name and none can be started.
    private static let absent: Set<String> = ["org.freedesktop.DBus.Error.ServiceUnknown", "org.freedesktop.DBus.Error.NameHasNoOwner",
                                              "org.freedesktop.DBus.Error.Spawn.ServiceNotFound"]
}
