import Foundation
import Glibc

/// A dbus-daemon of the test's own on a private socket, ended by `stop()`.
///
/// It runs in the foreground (`--nofork`) as the test's own child, so that ending it is a
/// plain terminate-and-wait with nothing left behind. A SpawnedProgram, not a LiveProcess:
/// Foundation's Process hands the daemon the test thread's blocked SIGTERM, which dbus-daemon
/// keeps blocked, so that terminating it waited forever.
public final class PrivateBus: Sendable {
    /// The folder holding its config and socket.
    public let root: String
    /// The bus's address, for DBUS_SESSION_BUS_ADDRESS.
    public let address: String
    private let world: TestWorld
    private let daemon: SpawnedProgram

    /// Starts the daemon and waits until it says its address.
    public init() throws {
        world = try TestWorld()
        root = world.path
        let config = """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>unix:path=\(root)/bus</listen>
          <auth>EXTERNAL</auth>
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
          </policy>
        </busconfig>
        """
        try config.write(toFile: root + "/bus.conf", atomically: true, encoding: .utf8)
        daemon = try SpawnedProgram("/usr/bin/dbus-daemon", ["--config-file=\(root)/bus.conf", "--print-address=1", "--nofork",
                                                             "--nopidfile"], in: world)
        guard let printed = daemon.waitForLine(where: { $0.hasPrefix("unix:") }) else {
            daemon.stop()
            world.remove()
            throw FixtureError("dbus-daemon did not say its address: \(daemon.log)")
        }
        address = printed
    }

    deinit { stop() }

    /// The environment that points bus clients (playerctl, busctl --user) here.
    public var environment: [String: String] { ["DBUS_SESSION_BUS_ADDRESS": address] }

    /// Runs a bus client against this bus.
    public func run(_ program: String, _ arguments: [String]) throws -> ProcessRunner.Result {
        try ProcessRunner.run(program, arguments, environment: environment, timeout: 20)
    }

    /// Ends the daemon and removes its folder.
    public func stop() {
        daemon.stop()
        world.remove()
    }
}
