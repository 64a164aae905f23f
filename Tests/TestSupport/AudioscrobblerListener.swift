import Foundation

/// A local Audioscrobbler 1.2 endpoint (the protocol mpdscribble speaks to Last.fm and
/// Libre.fm): it accepts any handshake and records each "now playing" and submission form, so a
/// test can point mpdscribble at it and see what a scrobbler made of a player's MPD answers.
public final class AudioscrobblerListener: Sendable {
    /// The port it listens on, picked by the kernel.
    public let port: Int
    private let process: LiveProcess

    /// One request it recorded: `handshake`, `nowplaying` or `submission`, and its form fields.
    public struct Request: Sendable, Equatable {
        public let kind: String
        public let form: [String: String]
    }

    /// Starts it; throws if python3 does not come up within 20 s.
    public init() throws {
        let path = Fixtures.directory + "/audioscrobbler-listener.py"
        if !FileManager.default.fileExists(atPath: path) {
            let partial = path + ".part-\(UUID().uuidString)"
            try Self.script.write(toFile: partial, atomically: false, encoding: .utf8)
            _ = rename(partial, path)
        }
        let server = try LiveProcess("/usr/bin/python3", [path])
        guard server.wait(timeout: 20, for: { server.stdoutLines.contains { $0.hasPrefix("port ") } || !server.isRunning }),
              let line = server.stdoutLines.first(where: { $0.hasPrefix("port ") }), let port = Int(line.dropFirst(5)) else {
            server.stop()
            throw FixtureError("the Audioscrobbler listener did not start: \(server.stderrLines.joined(separator: "\n"))")
        }
        self.port = port
        process = server
    }

    deinit { process.stop() }

    /// The URL a scrobbler's handshake goes to.
    public var url: String { "http://127.0.0.1:\(port)/" }

    /// What it recorded so far, in order.
    public var requests: [Request] {
        process.stdoutLines.compactMap { line in
            guard line.hasPrefix("{"), let data = line.data(using: .utf8),
                  let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let kind = object["kind"] as? String, let form = object["form"] as? [String: String] else { return nil }
            return Request(kind: kind, form: form)
        }
    }

    /// Waits until a request of `kind` has come; the ones of that kind so far.
    public func wait(for kind: String, count: Int = 1, timeout: TimeInterval = 60) -> [Request] {
        _ = process.wait(timeout: timeout) { requests.filter { $0.kind == kind }.count >= count }
        return requests.filter { $0.kind == kind }
    }

    static let script = #"""
        import http.server, json, signal, sys, threading, urllib.parse

        signal.pthread_sigmask(signal.SIG_SETMASK, [])

        class Handler(http.server.BaseHTTPRequestHandler):
            def log_message(self, format, *args):
                sys.stderr.write("%s\n" % (format % args))
                sys.stderr.flush()

            def record(self, kind, form):
                sys.stdout.write(json.dumps({"kind": kind, "form": form}) + "\n")
                sys.stdout.flush()

            def answer(self, body):
                data = body.encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/plain")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

            def do_GET(self):
                query = dict(urllib.parse.parse_qsl(urllib.parse.urlsplit(self.path).query))
                if query.get("hs") == "true":
                    self.record("handshake", query)
                    base = "http://127.0.0.1:%d" % self.server.server_address[1]
                    return self.answer("OK\nsession\n%s/nowplaying\n%s/submit\n" % (base, base))
                self.answer("FAILED unknown request\n")

            def do_POST(self):
                length = int(self.headers.get("Content-Length", "0"))
                form = dict(urllib.parse.parse_qsl(self.rfile.read(length).decode("utf-8", "replace")))
                kind = "nowplaying" if self.path.startswith("/nowplaying") else "submission"
                self.record(kind, form)
                self.answer("OK\n")

        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        sys.stdout.write("port %d\n" % server.server_address[1])
        sys.stdout.flush()
        threading.Thread(target=server.serve_forever, daemon=True).start()
        sys.stdin.read()
        """#
}
