import Foundation
import Glibc

/// Maloja (malojaserver from PyPI), a real server with ListenBrainz's API, on 127.0.0.1 with a
/// data folder of its own and an API key made for the test. Its virtual environment is made once
/// by tools/test/maloja-venv.sh (`make test` starts it while Swift builds; a test that finds it
/// missing or half made runs it, which waits for one under way).
public final class MalojaServer: Sendable {
    /// The port it listens on.
    public let port: Int
    /// The API key a client sends as its ListenBrainz token.
    public let key: String
    /// Its ListenBrainz API root.
    public var listenBrainzRoot: String { "http://127.0.0.1:\(port)/apis/listenbrainz" }
    private let process: LiveProcess
    private let data: String

    /// One scrobble Maloja keeps.
    public struct Scrobble: Hashable, Sendable, CustomStringConvertible {
        public let time: Int
        public let artist: String
        public let title: String

        /// Creates a scrobble.
        public init(time: Int, artist: String, title: String) {
            self.time = time
            self.artist = artist
            self.title = title
        }

        public var description: String { "\(time) \(artist) — \(title)" }
    }

    /// Starts a server (on `port`, taking `key`, when a test needs them known before it starts);
    /// throws if its environment cannot be made or it does not come up in 60 s.
    public init(port: Int? = nil, key: String? = nil) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        let venv = root + "/.build/venv-maloja"
        if !FileManager.default.fileExists(atPath: venv + "/ready") {
            let made = try ProcessRunner.run("/bin/sh", [root + "/tools/test/maloja-venv.sh"], timeout: 900)
            guard made.status == 0 else { throw FixtureError("cannot make Maloja's environment: \(made.stdout)\(made.stderr)") }
        }
        data = Fixtures.directory + "/maloja-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        self.key = key ?? "pd-" + UUID().uuidString.lowercased()
        try "playdeck: \"\(self.key)\"\n".write(toFile: data + "/apikeys.yml", atomically: true, encoding: .utf8)
        self.port = try port ?? Int(LoopbackPort.free())
        process = try LiveProcess(venv + "/bin/maloja", ["run"], environment: [
            "MALOJA_DATA_DIRECTORY": data, "MALOJA_HOST": "127.0.0.1", "MALOJA_PORT": String(self.port),
            "MALOJA_SKIP_SETUP": "yes", "MALOJA_FORCE_PASSWORD": "playdeck-tests", "HOME": data,
        ])
        let listening = "Listening on 127.0.0.1:\(self.port)"
        guard process.wait(timeout: 60, for: {
            // Its line can come before its socket takes connections (seen under load: refused).
            (process.stdoutLines + process.stderrLines).contains { $0.contains(listening) } && LoopbackPort.accepts(UInt16(self.port))
                || !process.isRunning
        }), process.isRunning else {
            process.stop()
            throw FixtureError("Maloja did not start: \((process.stdoutLines + process.stderrLines).suffix(20).joined(separator: "\n"))")
        }
    }

    deinit {
        // Maloja's server outlives SIGTERM (its threads keep serving): killed, as a server that dies.
        process.signal(SIGKILL)
        _ = process.waitForExit(timeout: 10)
        try? FileManager.default.removeItem(atPath: data)
    }

    /// Every scrobble it keeps, oldest first (asked of its own API, as its web pages do).
    public func scrobbles() throws -> [Scrobble] {
        let script = """
            import json, sys, urllib.request
            with urllib.request.urlopen(sys.argv[1], timeout=30) as answer:
                for s in json.load(answer)["list"]:
                    print(json.dumps([s["time"], s["track"]["artists"][0], s["track"]["title"]]))
            """
        let url = "http://127.0.0.1:\(port)/apis/mlj_1/scrobbles?since=1970&to=2100"
        let result = try ProcessRunner.run("/usr/bin/python3", ["-c", script, url], timeout: 60)
        guard result.status == 0 else { throw FixtureError("Maloja's scrobbles could not be read: \(result.stderr)") }
        return try result.stdout.split(separator: "\n").map { line in
            guard let fields = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [Any], fields.count == 3,
                  let time = fields[0] as? Int, let artist = fields[1] as? String, let title = fields[2] as? String
            else { throw FixtureError("an odd scrobble line: \(line)") }
            return Scrobble(time: time, artist: artist, title: title)
        }.sorted { $0.time < $1.time }
    }
}
