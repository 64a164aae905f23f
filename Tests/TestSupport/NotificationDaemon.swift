import Foundation

/// python-dbusmock's notification daemon (`python3 -m dbusmock --template notification_daemon`)
/// on a private bus: it answers `Notify` as a desktop's daemon does (a new id, or the id
/// replaced) and records every call, which `notifications()` reads back through dbusmock's
/// own `GetCalls`.
public final class NotificationDaemon: Sendable {
    /// One `Notify` call as received.
    public struct Call: Decodable, Sendable {
        /// The application's name.
        public let app: String
        /// The id it replaces; 0 for none.
        public let replacesID: UInt32
        /// The summary line.
        public let summary: String
        /// The body.
        public let body: String
        /// The names of its hints, sorted.
        public let hints: [String]
        /// image-data's width, height, row stride, alpha, bits per sample, channels and byte count.
        public let image: [Int]?
    }

    private let process: SpawnedProgram
    private let bus: PrivateBus
    private let world: TestWorld

    /// Starts the daemon on `bus` and waits until it answers.
    public init(bus: PrivateBus) throws {
        self.bus = bus
        // A spawned program, not a LiveProcess: Foundation's Process would hand Python the test
        // thread's blocked SIGTERM, and ending it would wait forever (see PrivateBus).
        world = try TestWorld()
        process = try SpawnedProgram("/usr/bin/python3", ["-m", "dbusmock", "--template", "notification_daemon"], in: world,
                                     environment: bus.environment)
        let end = Date().addingTimeInterval(20)
        while (try? notifications()) == nil {
            guard Date() < end, process.isRunning else {
                process.stop()
                throw FixtureError("dbusmock's notification daemon did not start: \(process.log)")
            }
            usleep(50_000)
        }
    }

    deinit { stop() }

    /// Every `Notify` call so far, in order.
    public func notifications() throws -> [Call] {
        let result = try bus.run("/usr/bin/python3", ["-c", Self.reader])
        guard result.status == 0 else { throw FixtureError("GetCalls failed: \(result.stderr)") }
        return try JSONDecoder().decode([Call].self, from: Data(result.stdout.utf8))
    }

    /// Ends the daemon: its name leaves the bus.
    public func stop() {
        process.stop()
        world.remove()
    }

    private static let reader = """
    import dbus, json
    mock = dbus.Interface(dbus.SessionBus().get_object("org.freedesktop.Notifications", "/org/freedesktop/Notifications"),
                          "org.freedesktop.DBus.Mock")
    calls = []
    for _, method, args in mock.GetCalls():
        if method != "Notify":
            continue
        image = args[6].get("image-data")
        calls.append({"app": str(args[0]), "replacesID": int(args[1]), "summary": str(args[3]), "body": str(args[4]),
                      "hints": sorted(str(k) for k in args[6].keys()),
                      "image": None if image is None else [int(image[0]), int(image[1]), int(image[2]), int(bool(image[3])),
                                                           int(image[4]), int(image[5]), len(image[6])]})
    print(json.dumps(calls))
    """
}
