import Foundation
import Glibc

/// A dbus-daemon of the test's own on a private socket, ended by `stop()`.
///
/// It runs in the foreground (`--nofork`) as the test's own child, so that ending it is a
/// plain terminate-and-wait with nothing left behind.
public final class PrivateBus: Sendable {
    /// The folder holding its config and socket.
    public let root: String
    /// The bus's address, for DBUS_SESSION_BUS_ADDRESS.
    public let address: String
    private let daemon: LiveProcess

    /// Starts the daemon and waits until it says its address.
    public init() throws {
        root = try TestWorld.makeFolder(prefix: "pdbus")
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
        daemon = try LiveProcess("/usr/bin/dbus-daemon", ["--config-file=\(root)/bus.conf", "--print-address=1", "--nofork",
                                                          "--nopidfile"])
        daemon.wait { [daemon] in !daemon.stdoutLines.isEmpty || !daemon.isRunning }
        guard let printed = daemon.stdoutLines.first, printed.hasPrefix("unix:") else {
            daemon.stop()
            try? FileManager.default.removeItem(atPath: root)
            throw FixtureError("dbus-daemon said: \(daemon.stderrLines.joined(separator: "\n"))")
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
        try? FileManager.default.removeItem(atPath: root)
    }
}
