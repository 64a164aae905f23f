import Foundation
import Glibc
import Library
import Testing
import TestSupport
@testable import Remote

/// Last.fm's Scrobbling 2.0 against a recorded endpoint: a local server that checks every
/// call's `api_sig` with python3-pylast's own signing code, records what came and answers as
/// Last.fm does (error 29 once when asked, then success).
@Suite struct LastFMServiceTests {
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

    struct Recorded: Decodable {
        let good: Bool
        let format: String?
        let params: [String: String]
    }

    static func endpoint(rateLimitFirst: Bool = false) throws -> (LiveProcess, Int) {
        let server = try LiveProcess("/usr/bin/python3", ["-c", script, "s3cr3t", rateLimitFirst ? "1" : "0"])
        guard server.wait(timeout: 20, for: { server.stdoutLines.contains { $0.hasPrefix("port ") } || !server.isRunning }),
              let line = server.stdoutLines.first(where: { $0.hasPrefix("port ") }), let port = Int(line.dropFirst(5)) else {
            kill(server)
            throw FixtureError("the Last.fm endpoint did not start (python3-pylast?): \(server.stderrLines.joined(separator: "\n"))")
        }
        return (server, port)
    }

    /// SIGKILL: the test runner's threads block SIGTERM, and the server inherits the mask.
    static func kill(_ server: LiveProcess) {
        server.signal(SIGKILL)
        _ = server.waitForExit()
    }

    static func recorded(_ server: LiveProcess) throws -> [Recorded] {
        try server.stdoutLines.filter { $0.hasPrefix("{") }.map { try JSONDecoder().decode(Recorded.self, from: Data($0.utf8)) }
    }

    static let listens = (0..<3).map {
        Listen(id: $0 + 1, listenedAt: 1_700_000_000 + $0 * 300,
               track: ListenTrack(artist: "Sigur Rós & Co", title: "Track \($0) = 100% [live]", album: $0 == 1 ? nil : "Ágætis byrjun",
                                  duration: 240))
    }

    @Test func playingNowAndABatchAreSignedAsPylastSignsThem() throws {
        let (server, port) = try Self.endpoint()
        defer { Self.kill(server) }
        let service = LastFMService(apiKey: "key1", secret: "s3cr3t", session: "sess1", root: "http://127.0.0.1:\(port)/2.0/")
        #expect(service.send(.playingNow(Self.listens[0].track)) == .accepted)
        #expect(service.send(.listens(Self.listens)) == .accepted)
        #expect(server.wait(timeout: 10) { (try? Self.recorded(server).count) == 2 })
        let calls = try Self.recorded(server)
        #expect(calls.allSatisfy { $0.good }, "\(calls.map(\.params))")
        #expect(calls.allSatisfy { $0.format == "json" })
        #expect(calls.first?.params == ["method": "track.updateNowPlaying", "api_key": "key1", "sk": "sess1",
                                        "artist": "Sigur Rós & Co", "track": "Track 0 = 100% [live]", "album": "Ágætis byrjun",
                                        "duration": "240"])
        let batch = try #require(calls.last?.params)
        #expect(batch["method"] == "track.scrobble")
        #expect(batch["timestamp[2]"] == "1700000600")
        #expect(batch["track[1]"] == "Track 1 = 100% [live]")
        #expect(batch["album[1]"] == nil)
        #expect(batch.keys.filter { $0.hasPrefix("artist[") }.count == 3)
    }

    @Test func errorTwentyNineIsARetryAndABadSignatureARefusal() throws {
        let (server, port) = try Self.endpoint(rateLimitFirst: true)
        defer { Self.kill(server) }
        let root = "http://127.0.0.1:\(port)/2.0/"
        let service = LastFMService(apiKey: "key1", secret: "s3cr3t", session: "sess1", root: root)
        #expect(service.send(.listens(Self.listens)) == .retry(after: nil, reason: "Last.fm error 29: Rate Limit Exceeded"))
        #expect(service.send(.listens(Self.listens)) == .accepted)
        let wrong = LastFMService(apiKey: "key1", secret: "not-it", session: "sess1", root: root)
        #expect(wrong.send(.listens(Self.listens)) == .refused(status: 13, reason: "Last.fm error 13: Invalid method signature supplied"))
    }

    @Test func aBatchIsFiftyListens() {
        #expect(LastFMService(apiKey: "k", secret: "s", session: "x").batchLimit == 50)
    }
}
