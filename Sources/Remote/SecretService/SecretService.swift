/// Passwords in the freedesktop Secret Service (org.freedesktop.secrets: GNOME Keyring, KeePassXC,
/// KWallet) as libsecret keeps them: an item of the default collection (the login keyring) whose
/// attributes find it again, so `secret-tool lookup` and the desktop's keyring manager see it too.
/// The secret crosses the bus as it is (the `plain` algorithm): the session bus is the user's own.
/// Each call opens a connection of its own and waits for the answers: for a one-shot command or
/// a worker, never the loop. A keyring that only a prompt on the desktop could unlock is a
/// failure (`locked`), not a wait.
public struct SecretService: Sendable {
    /// The bus's address; nil for the session bus (`DBUS_SESSION_BUS_ADDRESS`, else `$XDG_RUNTIME_DIR/bus`).
    public let address: String?
    /// How long one call may take.
    static let timeout = 10.0

    /// The Secret Service on the bus at `address`, or on the session bus.
    public init(address: String? = nil) {
        self.address = address
    }

    /// Keeps `secret` under `label`, replacing the item with the same `attributes`.
    public func store(_ secret: String, label: String, attributes: [String: String]) throws(SecretServiceFailure) {
        let session = try SecretSession(address: address)
        let aliased = try session.call(SecretSession.service, SecretSession.serviceInterface, "ReadAlias", [.string("default")])
        guard case let .objectPath(collection)? = aliased.first else { throw .unexpected("ReadAlias") }
        guard collection != "/" else { throw .noDefaultCollection }
        _ = try session.unlocked([collection])
        let properties = BusValue.dictionary(["org.freedesktop.Secret.Item.Label": .string(label),
                                              "org.freedesktop.Secret.Item.Attributes": Self.dictionary(attributes)])
        let secret = BusValue.structure([.objectPath(session.path), .bytes([]), .bytes(Array(secret.utf8)), .string("text/plain")])
        let created = try session.call(collection, "org.freedesktop.Secret.Collection", "CreateItem", [properties, secret, .boolean(true)])
        guard created.count == 2, case let .objectPath(prompt) = created[1] else { throw .unexpected("CreateItem") }
        guard prompt == "/" else { throw .locked }
    }

    /// The secret of the first item with `attributes`; nil when there is none.
    public func lookup(_ attributes: [String: String]) throws(SecretServiceFailure) -> String? {
        let session = try SecretSession(address: address)
        guard let item = try items(attributes, in: session).first else { return nil }
        let answer = try session.call(item, "org.freedesktop.Secret.Item", "GetSecret", [.objectPath(session.path)])
        guard case let .structure(fields)? = answer.first, fields.count == 4, let value = Self.bytes(fields[2]) else {
            throw .unexpected("GetSecret")
        }
        return String(decoding: value, as: UTF8.self)
    }

    /// Deletes every item with `attributes`; how many there were.
    @discardableResult
    public func delete(_ attributes: [String: String]) throws(SecretServiceFailure) -> Int {
        let session = try SecretSession(address: address)
        let found = try items(attributes, in: session)
        for item in found {
            let answer = try session.call(item, "org.freedesktop.Secret.Item", "Delete", [])
            guard case let .objectPath(prompt)? = answer.first else { throw .unexpected("Delete") }
            guard prompt == "/" else { throw .locked }
        }
        return found.count
    }

    /// The items with `attributes`, those locked unlocked first.
    private func items(_ attributes: [String: String], in session: SecretSession) throws(SecretServiceFailure) -> [String] {
        let found = try session.call(SecretSession.service, SecretSession.serviceInterface, "SearchItems", [Self.dictionary(attributes)])
        guard found.count == 2, case let .objectPaths(unlocked) = found[0], case let .objectPaths(locked) = found[1] else {
            throw .unexpected("SearchItems")
        }
        return locked.isEmpty ? unlocked : unlocked + (try session.unlocked(locked))
    }

    /// `a{ss}`, in a stable order.
    private static func dictionary(_ entries: [String: String]) -> BusValue {
        .array(element: "{ss}", entries.sorted { $0.key < $1.key }.map { .entry(.string($0.key), .string($0.value)) })
    }

    private static func bytes(_ value: BusValue) -> [UInt8]? {
        switch value {
        case let .bytes(bytes): bytes
        case let .array("y", items): items.compactMap { if case let .byte(byte) = $0 { byte } else { nil } }
        default: nil
        }
    }
}

/// Why the Secret Service kept or gave no secret, in words a person can act on.
public enum SecretServiceFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// No session bus, or nothing on it that keeps secrets.
    case unavailable(String)
    /// The keyring is locked, and only a prompt on the desktop could unlock it.
    case locked
    /// The service has no default collection to keep a new item in.
    case noDefaultCollection
    /// The service refused (its D-Bus error's message).
    case refused(String)
    /// An answer of another shape than the API's, to the method named.
    case unexpected(String)

    /// The line.
    public var description: String {
        switch self {
        case let .unavailable(reason): reason
        case .locked: "the keyring is locked, and unlocking it needs the desktop's prompt (unlock it there, e.g. by logging in)"
        case .noDefaultCollection: "the Secret Service has no default keyring"
        case let .refused(message): "the Secret Service refused: \(message)"
        case let .unexpected(method): "the Secret Service answered \(method) in a form the API does not define"
        }
    }
}
