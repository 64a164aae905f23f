import Foundation
import Glibc

/// The real `playdeck --headless --idle --ao null --no-mpris` in a TestWorld of its own, with
/// its MPD server on: a Unix socket in the world's runtime folder and, when asked, loopback TCP
/// on a port the system picks. The player says which port on standard error once it listens
/// (the only race-free way to learn it), and this reads it from there.
public final class PlayDeckMPD {
    /// The world the player runs in.
    public let world: TestWorld
    /// The MPD socket (`MPDLineClient`'s address, `MPD_HOST` for mpc).
    public let socket: String
    /// `127.0.0.1:PORT` when TCP was asked for.
    public let tcpAddress: String?
    /// The player.
    public let process: LiveProcess

    /// Starts the player with `arguments` (files to queue, options) and `[mpd]` on;
    /// `password` and `extraConfig` go into its config; `library`, a folder indexed first, is
    /// its music library (MPD's database).
    public init(_ arguments: [String] = [], tcp: Bool = false, password: String? = nil, extraConfig: String = "",
                library: String? = nil) throws {
        world = try TestWorld()
        if let library {
            let scan = try world.run(["library", "add", library])
            guard scan.status == 0 else { throw FixtureError("library add \(library): \(scan.stderr)") }
        }
        socket = world.runtimeDirectory + "/mpd.sock"
        let listen = ["\"\(socket)\""] + (tcp ? ["\"127.0.0.1:0\""] : [])
        var config = "[mpd]\nenabled = true\nlisten = [\(listen.joined(separator: ", "))]\n"
        if let password { config += "password = \"\(password)\"\n" }
        config += extraConfig
        let folder = world.path + "/config/playdeck"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try config.write(toFile: folder + "/config.toml", atomically: true, encoding: .utf8)
        let process = try world.start(["--headless", "--idle", "--ao", "null", "--no-mpris"] + arguments)
        self.process = process
        var found: String?
        let socket = socket
        let ready = process.wait(timeout: 20) {
            if tcp {
                found = process.stderrLines.lazy.compactMap(Self.port(in:)).first
                guard found != nil else { return !process.isRunning }
            }
            return (try? MPDLineClient(socket, timeout: 5)) != nil || !process.isRunning
        }
        tcpAddress = found
        guard ready, process.isRunning else {
            process.stop()
            world.remove()
            throw FixtureError("playdeck's MPD server did not start: \(process.stderrLines.suffix(10).joined(separator: "\n"))")
        }
    }

    deinit { stop() }

    /// A new client on the Unix socket.
    public func client() throws -> MPDLineClient { try MPDLineClient(socket) }

    /// A new client over TCP (the player was started with `tcp`).
    public func tcpClient() throws -> MPDLineClient {
        guard let tcpAddress else { throw FixtureError("this player listens on no TCP port") }
        return try MPDLineClient(tcpAddress)
    }

    /// Runs `playdeck remote ARGUMENTS` against this player (its control socket).
    @discardableResult
    public func remote(_ arguments: [String]) throws -> ProcessRunner.Result {
        let result = try world.run(["remote", "--pid", String(process.pid)] + arguments)
        guard result.status == 0 else { throw FixtureError("remote \(arguments): \(result.stderr)") }
        return result
    }

    /// Ends the player and removes its world.
    public func stop() {
        process.signal(SIGTERM)
        if process.waitForExit(timeout: 10) == nil { process.stop() }
        world.remove()
    }

    /// The TCP address in "playdeck: MPD server listening on 127.0.0.1:PORT, …".
    static func port(in line: String) -> String? {
        guard let range = line.range(of: "MPD server listening on ") else { return nil }
        return line[range.upperBound...].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.hasPrefix("127.0.0.1:") }
    }
}
