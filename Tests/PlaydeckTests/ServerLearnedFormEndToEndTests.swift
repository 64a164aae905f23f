import Foundation
import Testing
import TestSupport

/// `playdeck --server` against Debian's supysonic 0.7.2 through the real libmpv: what `server
/// add` learned of the server (the `enc:` password at API 1.10.2) is kept, so the first request
/// is the search, with no ping; `server test` probes afresh; a form kept that the server
/// refuses is learned again and the search made once more. Counted in the server's own log.
@Suite(.enabled(if: SupysonicServer.isInstalled)) struct ServerLearnedFormEndToEndTests {
    /// The methods PlayDeck asked of `server` since its `before`th request, in order.
    private static func asked(_ server: SupysonicServer, since before: Int) throws -> [String] {
        try server.settledRequests().dropFirst(before).filter { $0.contains("c=PlayDeck") }.compactMap { line in
            line.components(separatedBy: "/rest/").dropFirst().first?.components(separatedBy: ".view").first
        }
    }

    @Test func theFirstRequestIsTheSearchAndARefusedFormIsLearnedAgain() throws {
        // A server of its own: other tests' players ask the shared one too.
        let track = Fixtures.LibraryFile("Learned/Quick/01.mp3", ["title": "Quick Song", "artist": "Learned Artist", "album": "Quick", "track": "1"])
        let server = try SupysonicServer(library: [track], seconds: 1)
        let world = try TestWorld()
        let add = try world.addServer(server)
        #expect(add.status == 0, "\(add.stderr)")
        let learned = world.environment["XDG_STATE_HOME", default: ""] + "/playdeck/subsonic/learned.json"
        let kept = try String(contentsOfFile: learned, encoding: .utf8)
        let hex = SupysonicServer.password.utf8.map { String(format: "%02x", $0) }.joined()
        #expect(kept.contains("hexPassword") && !kept.contains(hex) && !kept.contains(SupysonicServer.password), "\(kept)")
        let play = ["--headless", "--exit-at-end", "--no-resume", "--no-mpris", "--ao", "null", "--server", "home", "album:Quick"]

        var before = try server.settledRequests().count
        let first = try world.run(play)
        #expect(first.status == 0, "\(first.stderr)")
        let plain = try Self.asked(server, since: before)
        #expect(plain.first == "search3" && !plain.contains("ping") && plain.contains("stream"), "\(plain)")

        before = try server.settledRequests().count
        #expect(try world.run(["server", "test", "home"]).status == 0)
        #expect(try Self.asked(server, since: before).first == "ping", "server test probes afresh")

        // As if a token-taking server had been at the address when it was learned.
        var object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: learned))) as? [String: Any])
        var home = try #require(object["home"] as? [String: Any])
        var form = try #require(home["form"] as? [String: Any])
        form["authentication"] = "token"
        form["version"] = "1.16.1"
        home["form"] = form
        object["home"] = home
        try JSONSerialization.data(withJSONObject: object).write(to: URL(fileURLWithPath: learned))
        before = try server.settledRequests().count
        let again = try world.run(play)
        #expect(again.status == 0, "\(again.stderr)")
        let relearned = try Self.asked(server, since: before)
        #expect(Array(relearned.prefix(4)) == ["search3", "ping", "ping", "search3"] && relearned.contains("stream"), "\(relearned)")
        let now = try String(contentsOfFile: learned, encoding: .utf8)
        #expect(now.contains("hexPassword") && !now.contains("\"token\""), "\(now)")
    }
}
