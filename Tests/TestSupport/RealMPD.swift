import Foundation
import Glibc

/// Debian's real MPD (0.23.12), started for a test on a music folder the test made: a null
/// audio output, its own database, playlists and state in a scratch folder, listening only on
/// a Unix socket there (no port to race for). The reference every MPD answer of PlayDeck's is
/// compared with.
public final class RealMPD: Sendable {
    /// The socket clients connect to (`MPD_HOST` for mpc, `--host` for ncmpcpp).
    public let socket: String
    /// The music directory it serves.
    public let musicDirectory: String
    /// Where its stored playlists are.
    public let playlistDirectory: String
    private let process: LiveProcess
    private let folder: String

    /// Whether this machine has `mpd` (the Makefile installs it for the suite).
    public static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/mpd") }

    /// Starts MPD on `music` and waits until its database holds the folder (`update` done);
    /// `config` is added to its configuration (e.g. `max_playlist_length "200000"`).
    public init(music: String, config: String = "") throws {
        folder = try TestWorld.makeFolder(prefix: "mpd")
        socket = folder + "/socket"
        musicDirectory = music
        playlistDirectory = folder + "/playlists"
        try FileManager.default.createDirectory(atPath: playlistDirectory, withIntermediateDirectories: true)
        let conf = """
            music_directory "\(music)"
            playlist_directory "\(playlistDirectory)"
            db_file "\(folder)/database"
            bind_to_address "\(socket)"
            auto_update "no"
            zeroconf_enabled "no"
            audio_output {
                type "null"
                name "null"
            }
            \(config)

            """
        try conf.write(toFile: folder + "/mpd.conf", atomically: true, encoding: .utf8)
        process = try LiveProcess("/usr/bin/mpd", ["--no-daemon", "--stderr", folder + "/mpd.conf"],
                                  environment: ["HOME": folder, "XDG_RUNTIME_DIR": folder, "XDG_CONFIG_HOME": folder])
        guard process.wait(timeout: 20, for: { FileManager.default.fileExists(atPath: socket) || !process.isRunning }),
              process.isRunning else {
            process.stop()
            throw FixtureError("mpd did not start: \(process.stderrLines.suffix(10).joined(separator: "\n"))")
        }
        try updateDatabase()
    }

    deinit { stop() }

    /// A new client connected to it.
    public func client() throws -> MPDLineClient { try MPDLineClient(socket) }

    /// Runs `update` and waits until no update runs: the database then holds the folder. MPD
    /// updates a folder it has no database of by itself at its start, so an `update` may change
    /// nothing and never wake `idle database`; `idle update` wakes at every update's start and
    /// end (and keeps what happened before it was asked), `status` says whether one runs.
    public func updateDatabase() throws {
        let watcher = try client()
        let control = try client()
        _ = try control.send("update")
        while try control.send("status").contains("updating_db:") {
            guard try watcher.send("idle update").contains("changed: update") else { throw FixtureError("mpd's update did not finish") }
        }
    }

    /// What it printed on standard error.
    public var log: [String] { process.stderrLines }

    /// Ends it and removes its folder.
    public func stop() {
        process.signal(SIGTERM)
        if process.waitForExit(timeout: 10) == nil { process.stop() }
        try? FileManager.default.removeItem(atPath: folder)
    }
}
