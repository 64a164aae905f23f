import Foundation
import Glibc

/// A recorded Last.fm endpoint: a local server that checks every call's `api_sig` with
/// python3-pylast's own signing code, records what came and answers as Last.fm does
/// (auth.getToken and auth.getSession for the login, error 29 once when asked, then success).
public enum LastFMEndpoint {
    static let script = #"""
        import http.server, json, sys, types, urllib.parse
        import pylast
        secret, rate_limit_first = sys.argv[1], sys.argv[2] == "1"
        state = {"limited": False}
        class Handler(http.server.BaseHTTPRequestHandler):
            def do_POST(self):
                form = self.rfile.read(int(self.headers["Content-Length"])).decode()
                pairs = urllib.parse.parse_qsl(form, keep_blank_values=True)
                params = {k: v for k, v in pairs if k not in ("api_sig", "format")}
                signed = dict(pairs).get("api_sig")
                good = pylast._Request._get_signature(types.SimpleNamespace(params=params, api_secret=secret)) == signed
                print(json.dumps({"good": good, "format": dict(pairs).get("format"), "params": params}), flush=True)
                if not good:
                    answer = {"error": 13, "message": "Invalid method signature supplied"}
                elif params.get("method") == "auth.getToken":
                    answer = {"token": "tok123"}
                elif params.get("method") == "auth.getSession":
                    answer = ({"session": {"name": "ann", "key": "sk-1", "subscriber": 0}} if params.get("token") == "tok123"
                              else {"error": 4, "message": "Invalid authentication token supplied"})
                elif rate_limit_first and not state["limited"]:
                    state["limited"] = True
                    answer = {"error": 29, "message": "Rate Limit Exceeded"}
                else:
                    answer = {"scrobbles": {"@attr": {"accepted": 1, "ignored": 0}}}
                body = json.dumps(answer).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)
            def log_message(self, *args):
                pass
        server = http.server.HTTPServer(("127.0.0.1", 0), Handler)
        print("port", server.server_address[1], flush=True)
        server.serve_forever()
        """#

    /// One call as the endpoint saw it.
    public struct Recorded: Decodable, Sendable {
        /// Whether its signature was right.
        public let good: Bool
        /// Its `format` parameter.
        public let format: String?
        /// Its parameters but `api_sig` and `format`.
        public let params: [String: String]
    }

    /// Starts one for the secret "s3cr3t" (error 29 at the first scrobble when `rateLimitFirst`): it and its port.
    public static func start(rateLimitFirst: Bool = false) throws -> (LiveProcess, Int) {
        let server = try LiveProcess("/usr/bin/python3", ["-c", script, "s3cr3t", rateLimitFirst ? "1" : "0"])
        guard server.wait(timeout: 20, for: { server.stdoutLines.contains { $0.hasPrefix("port ") } || !server.isRunning }),
              let line = server.stdoutLines.first(where: { $0.hasPrefix("port ") }), let port = Int(line.dropFirst(5)) else {
            kill(server)
            throw FixtureError("the Last.fm endpoint did not start (python3-pylast?): \(server.stderrLines.joined(separator: "\n"))")
        }
        return (server, port)
    }

    /// SIGKILL: the test runner's threads block SIGTERM, and the server inherits the mask.
    public static func kill(_ server: LiveProcess) {
        server.signal(SIGKILL)
        _ = server.waitForExit()
    }

    /// The calls it saw, in order.
    public static func recorded(_ server: LiveProcess) throws -> [Recorded] {
        try server.stdoutLines.filter { $0.hasPrefix("{") }.map { try JSONDecoder().decode(Recorded.self, from: Data($0.utf8)) }
    }
}
