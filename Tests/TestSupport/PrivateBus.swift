import Foundation
import Glibc
import TestSupport

/// A dbus-daemon of the test's own on a private socket, ended by `stop()`.
///
/// It runs in the foreground (`--nofork`) as the test's own child, so that ending it is a
/// plain terminate-and-wait with nothing left behind.
final class PrivateBus {
    let root: TemporaryDirectory
    let address: String
    private let daemon: BackgroundProcess
    private var stopped = false

    init() throws {
        root = try TemporaryDirectory("pdbus")
        let config = """
        <!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
         "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
        <busconfig>
          <type>session</type>
          <listen>unix:path=\(root.path)/bus</listen>
          <auth>EXTERNAL</auth>
          <policy context="default">
            <allow send_destination="*" eavesdrop="true"/>
            <allow eavesdrop="true"/>
            <allow own="*"/>
          </policy>
        </busconfig>
        """
        try config.write(toFile: root.path + "/bus.conf", atomically: true, encoding: .utf8)
        daemon = try BackgroundProcess("/usr/bin/dbus-daemon", ["--config-file=\(root.path)/bus.conf", "--print-address=1",
                                                                "--nofork", "--nopidfile"],
                                       environment: [:], in: root.path)
        var printed: String?
        _ = eventually { [daemon] in printed = daemon.lines.first; return printed != nil }
        guard let printed, printed.hasPrefix("unix:") else {
            daemon.stop()
            root.remove()
            throw FixtureError("dbus-daemon said: \(daemon.output)")
        }
        address = printed
    }

    deinit { stop() }

    /// The environment that points bus clients (playerctl, busctl --user) here.
    var environment: [String: String] { ["DBUS_SESSION_BUS_ADDRESS": address] }

    /// Runs a bus client against this bus.
    func run(_ program: String, _ arguments: [String]) throws -> ProcessRunner.Result {
        try ProcessRunner.run(program, arguments, environment: environment, timeout: 20)
    }

    /// Ends the daemon and removes its folder.
    func stop() {
        guard !stopped else { return }
        stopped = true
        daemon.stop()
        root.remove()
    }
}
