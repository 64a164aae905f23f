import Foundation
import EventLoop
import Glibc

/// Debian's real `supysonic` (0.7.2, Subsonic API 1.10.2) on 127.0.0.1 at a port the kernel
/// picked, with its own HOME (its config is `~/.supysonic`), its own SQLite database and cache,
/// one user and one music folder scanned by `supysonic-cli`; served by werkzeug (a Flask
/// dependency, so no WSGI server package is needed). The server every Subsonic test talks to.
public final class SupysonicServer: Sendable {
    /// The user the tests log in as, and a password that needs escaping in a URL and in hex.
    public static let user = "alice", password = "pa ss&wörd/?"
    /// Its port on 127.0.0.1.
    public let port: Int
    /// The music folder it scanned.
    public let music: String
    /// Its HOME: its config, database, cache and music.
    public let home: String
    private let process: LiveProcess
    private let keeps = Locked(false)

    /// Whether this machine has it (the Makefile installs `supysonic` for the suite).
    public static var isInstalled: Bool { FileManager.default.isExecutableFile(atPath: "/usr/bin/supysonic-cli") }

    /// The one server of this test process, over `Fixtures.subsonicLibrary` of 40 s tones (started by the first
    /// test that asks: a start and a scan take a few seconds).
    public static let shared: Result<SupysonicServer, FixtureError> = {
        do {
            return .success(try SupysonicServer(library: Fixtures.subsonicLibrary, seconds: 40))
        } catch let error as FixtureError {
            return .failure(error)
        } catch {
            return .failure(FixtureError("\(error)"))
        }
    }()

    /// Makes the music folder (with `extras` beside the tracks: a cover.jpg, lyrics in a .txt,
    /// each named by its path inside the folder), the user and the folder, scans it, then serves it.
    public convenience init(library: [Fixtures.LibraryFile], seconds: Double = 0.5, extras: [String: [UInt8]] = [:]) throws {
        let home = try TestWorld.makeFolder(prefix: "supysonic")
        let music = home + "/music"
        try Fixtures.addMusic(library, to: music, seconds: seconds)
        for (name, bytes) in extras {
            guard FileManager.default.createFile(atPath: music + "/" + name, contents: Data(bytes)) else {
                throw FixtureError("cannot write \(music)/\(name)")
            }
        }
        let config = """
            [base]
            database_uri = sqlite:///\(home)/supysonic.db
            [webapp]
            cache_dir = \(home)/cache
            log_level = WARNING
            mount_webui = off
            [daemon]
            socket = \(home)/daemon.sock
            run_watcher = no
            """
        try config.write(toFile: home + "/.supysonic", atomically: true, encoding: .utf8)
        try Self.cli(home, ["user", "add", Self.user, "-p", Self.password])
        try Self.cli(home, ["folder", "add", "Music", music])
        try Self.cli(home, ["folder", "scan", "-f", "Music"])
        try self.init(serving: home)
    }

    /// Serves `home` again, as a server restarted would (same database and ids, a new port).
    public init(serving home: String) throws {
        self.home = home
        music = home + "/music"
        let server = try LiveProcess("/usr/bin/python3", ["-c", Self.script], environment: ["HOME": home, "PYTHONUNBUFFERED": "1"])
        let started = server.wait(timeout: 60) { server.stdoutLines.contains { $0.hasPrefix("port ") } || !server.isRunning }
        guard started, let line = server.stdoutLines.first(where: { $0.hasPrefix("port ") }), let port = Int(line.dropFirst(5)) else {
            server.stop()
            throw FixtureError("supysonic did not start: \(server.stderrLines.suffix(10).joined(separator: "\n"))")
        }
        process = server
        self.port = port
    }

    deinit { stop(keepingFiles: keeps.withLock { $0 }) }

    /// Ends it (SIGKILL: a server gone at once); its folder is removed unless `keepingFiles`
    /// (then for `init(serving:)`, and whoever serves it last removes it).
    public func stop(keepingFiles: Bool = false) {
        keeps.withLock { $0 = keepingFiles }
        process.signal(SIGKILL)
        _ = process.waitForExit(timeout: 10)
        if !keepingFiles { try? FileManager.default.removeItem(atPath: home) }
    }

    /// The `scrobble` calls it took, in order: (song id, submission) from its request log.
    public var scrobbles: [(id: String, submission: Bool)] {
        requests.compactMap { line in
            guard line.contains("GET /rest/scrobble.view?"), line.contains("\" 200 "),
                  let query = line.split(separator: " ").first(where: { $0.hasPrefix("/rest/scrobble.view?") })?.split(separator: "?").last,
                  let items = URLComponents(string: "?" + query)?.queryItems,
                  let id = items.first(where: { $0.name == "id" })?.value else { return nil }
            return (id, items.first { $0.name == "submission" }?.value == "true")
        }
    }

    /// Its root URL ("http://127.0.0.1:PORT").
    public var root: String { "http://127.0.0.1:\(port)" }

    /// The request lines it logged (werkzeug's: "GET /rest/ping.view?… HTTP/1.1" 200 -).
    public var requests: [String] { process.stderrLines.filter { $0.contains("\"GET ") || $0.contains("\"POST ") } }

    /// The request lines, every request answered before this call among them: werkzeug logs a
    /// request as it answers, but its log reaches the test through a pipe read on its own
    /// thread, so a marked ping is sent and its line waited for (those before it are then in).
    public func settledRequests() throws -> [String] {
        let marker = "settled-" + UUID().uuidString
        _ = try api("ping", ["c": marker])
        guard process.wait(timeout: 30, for: { process.stderrLines.contains { $0.contains(marker) } }) else {
            throw FixtureError("supysonic did not log the marked ping")
        }
        return requests
    }

    /// `method`'s answer read directly (curl, the `enc:` password), the object inside
    /// "subsonic-response": the reference the client's views are checked against.
    public func api(_ method: String, _ parameters: [String: String] = [:]) throws -> [String: Any] {
        let hex = Self.password.utf8.map { String(format: "%02x", $0) }.joined()
        var arguments = ["-sS", "--max-time", "30", "-G", root + "/rest/\(method).view"]
        for (name, value) in ["u": Self.user, "p": "enc:" + hex, "v": "1.10.2", "c": "reference", "f": "json"].merging(parameters, uniquingKeysWith: { $1 }) {
            arguments += ["--data-urlencode", "\(name)=\(value)"]
        }
        let text = try Fixtures.run("/usr/bin/curl", arguments)
        guard let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any],
              let response = object["subsonic-response"] as? [String: Any] else {
            throw FixtureError("supysonic's \(method): not a Subsonic answer: \(text.prefix(200))")
        }
        return response
    }

    private static func cli(_ home: String, _ arguments: [String]) throws {
        try Fixtures.run("/usr/bin/env", ["HOME=" + home, "/usr/bin/python3", "/usr/bin/supysonic-cli"] + arguments)
    }

    /// werkzeug's threaded server on a port the kernel picks (printed as "port N"); it exits when
    /// standard input closes, so it never outlives the test process. The test runner's threads
    /// block signals, and a child inherits the mask: cleared first.
    private static let script = """
        import os, signal, sys, threading
        signal.pthread_sigmask(signal.SIG_SETMASK, [])
        from supysonic.web import create_application
        from werkzeug.serving import make_server
        server = make_server("127.0.0.1", 0, create_application(), threaded=True)
        def orphaned():
            sys.stdin.buffer.read()
            os._exit(0)
        threading.Thread(target=orphaned, daemon=True).start()
        print("port %d" % server.server_port, flush=True)
        server.serve_forever()
        """
}

extension Fixtures {
    /// The tagged library the shared supysonic serves: two artists, three albums, seven tracks
    /// (one title with non-ASCII letters, one artist whose name begins with "The").
    public static let subsonicLibrary: [LibraryFile] = [
        LibraryFile("Aurora Fields/Polar/01.mp3", ["title": "Solar Wind", "artist": "Aurora Fields", "album": "Polar", "track": "1", "date": "2024"]),
        LibraryFile("Aurora Fields/Polar/02.mp3", ["title": "Magnetosphere", "artist": "Aurora Fields", "album": "Polar", "track": "2", "date": "2024"]),
        LibraryFile("Aurora Fields/Polar/03.mp3", ["title": "Green Curtain", "artist": "Aurora Fields", "album": "Polar", "track": "3", "date": "2024"]),
        LibraryFile("Aurora Fields/Tundra/01.ogg", ["title": "Permafrost", "artist": "Aurora Fields", "album": "Tundra", "track": "1", "date": "2021"]),
        LibraryFile("The Quiet Ones/Hush/01.mp3", ["title": "Écoute", "artist": "The Quiet Ones", "album": "Hush", "track": "1", "date": "2019"]),
        LibraryFile("The Quiet Ones/Hush/02.mp3", ["title": "Whisper", "artist": "The Quiet Ones", "album": "Hush", "track": "2", "date": "2019"]),
        LibraryFile("The Quiet Ones/Hush/03.flac", ["title": "Silence", "artist": "The Quiet Ones", "album": "Hush", "track": "3", "date": "2019"]),
    ]
}

extension TestWorld {
    /// `playdeck server add NAME ROOT --user …` for `server` (NAME: `name`), the password on standard input as a
    /// person types it (`root`: another address of the same server).
    public func addServer(_ server: SupysonicServer, as name: String = "home", root: String? = nil) throws -> ProcessRunner.Result {
        try run(["server", "add", name, root ?? server.root, "--user", SupysonicServer.user], input: SupysonicServer.password + "\n")
    }
}
