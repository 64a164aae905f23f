import EventLoop
import Glibc

/// A session-bus connection of the program's as a client of other players, on its one loop:
/// calls are answered later through their closures (every one within `callTimeout`), signals
/// come through matches, and nothing ever waits for the bus.
public final class BusClient {
    /// How long a call may go unanswered before it fails with a timeout.
    public static let callTimeout = 5.0
    /// Called once when the bus goes away (the daemon ended).
    public var onLost: (() -> Void)?
    let connection: BusConnection
    private var driver: BusDriver?
    private var closed = false

    /// Connects to the session bus, or the bus at `address`, and drives the connection on `loop`.
    public init(loop: EventLoop, address: String? = nil) throws(BusError) {
        if let address {
            connection = try BusConnection(address: address)
        } else {
            connection = try BusConnection()
        }
        driver = BusDriver(connection, loop: loop, key: "bus-client-\(connection.descriptor)") { [weak self] in
            self?.lost()
        }
        driver?.sync()
    }

    deinit { close() }

    /// Leaves the bus; calls under way are dropped unanswered.
    public func close() {
        guard !closed else { return }
        closed = true
        driver?.stop()
        driver = nil
        connection.close()
    }

    /// Calls a method; `reply` gets its results or the error, on the loop.
    func call(_ destination: String, path: String = "/org/mpris/MediaPlayer2", interface: String, member: String,
              arguments: [BusValue] = [], reply: @escaping (Result<[BusValue], BusCallFailure>) -> Void) {
        guard !closed else { return reply(.failure(.disconnected)) }
        connection.call(destination, path: path, interface: interface, member: member, arguments: arguments,
                        timeout: Self.callTimeout, reply: reply)
        driver?.sync()
    }

    /// Every property of `interface` (`org.freedesktop.DBus.Properties.GetAll`).
    func properties(of destination: String, interface: String,
                    reply: @escaping (Result<[String: BusValue], BusCallFailure>) -> Void) {
        call(destination, interface: Self.properties, member: "GetAll", arguments: [.string(interface)]) { result in
            reply(result.flatMap { values in
                guard case let .dictionary(entries)? = values.first else { return .failure(Self.unexpected("GetAll")) }
                return .success(entries)
            })
        }
    }

    /// One property (`org.freedesktop.DBus.Properties.Get`), out of its variant.
    func property(_ name: String, of destination: String, interface: String,
                  reply: @escaping (Result<BusValue, BusCallFailure>) -> Void) {
        call(destination, interface: Self.properties, member: "Get", arguments: [.string(interface), .string(name)]) { result in
            reply(result.flatMap { values in
                guard let value = values.first else { return .failure(Self.unexpected("Get")) }
                return .success(value.unwrapped)
            })
        }
    }

    /// Writes a property (`org.freedesktop.DBus.Properties.Set`).
    func setProperty(_ name: String, of destination: String, interface: String, to value: BusValue,
                     reply: @escaping (Result<[BusValue], BusCallFailure>) -> Void) {
        call(destination, interface: Self.properties, member: "Set",
             arguments: [.string(interface), .string(name), .variant(value)], reply: reply)
    }

    /// The names on the bus (`org.freedesktop.DBus.ListNames`).
    func names(reply: @escaping (Result<[String], BusCallFailure>) -> Void) {
        call(Self.daemon, path: "/org/freedesktop/DBus", interface: Self.daemon, member: "ListNames") { result in
            reply(result.map { values in
                guard case let .strings(names)? = values.first else { return [] }
                return names
            })
        }
    }

    /// The unique name that owns `name` now (`org.freedesktop.DBus.GetNameOwner`).
    func owner(of name: String, reply: @escaping (Result<String, BusCallFailure>) -> Void) {
        call(Self.daemon, path: "/org/freedesktop/DBus", interface: Self.daemon, member: "GetNameOwner",
             arguments: [.string(name)]) { result in
            reply(result.flatMap { values in
                guard let owner = values.first?.text else { return .failure(Self.unexpected("GetNameOwner")) }
                return .success(owner)
            })
        }
    }

    /// Calls `handler` with every signal that matches `rule` while the match is kept.
    func match(_ rule: String, handler: @escaping (BusSignal) -> Void) -> BusMatch? {
        guard !closed else { return nil }
        defer { driver?.sync() }
        return connection.match(rule, handler: handler)
    }

    static let daemon = "org.freedesktop.DBus"
    static let properties = "org.freedesktop.DBus.Properties"

    private static func unexpected(_ member: String) -> BusCallFailure {
        BusCallFailure(name: "org.freedesktop.DBus.Error.InvalidSignature", message: "\(member) answered with the wrong types")
    }

    private func lost() {
        close()
        onLost?()
    }
}
