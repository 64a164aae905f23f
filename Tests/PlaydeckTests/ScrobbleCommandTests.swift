import Foundation
import Testing
import TestSupport

/// `playdeck scrobble status|history` read the listening history on disk, without a player.
@Suite struct ScrobbleCommandTests {
    static func world(listens: String, sent: String?, config: String?) throws -> TestWorld {
        let world = try TestWorld()
        let state = world.environment["XDG_STATE_HOME", default: ""] + "/playdeck/scrobble"
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        try ("playdeck-listens 1\n" + listens).write(toFile: state + "/listens", atomically: true, encoding: .utf8)
        if let sent { try sent.write(toFile: state + "/sent.listenbrainz", atomically: true, encoding: .utf8) }
        if let config {
            let folder = world.environment["XDG_CONFIG_HOME", default: ""] + "/playdeck"
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try config.write(toFile: folder + "/config.toml", atomically: true, encoding: .utf8)
        }
        return world
    }

    static let listens = "1\t1700000000\t192\tAurora Fields\tSolar Wind\tPolar\t/m/a.flac\n"
        + "2\t1700000300\t\tAurora Fields\tGreen %1B[31mCurtain\t\t\n"

    @Test func historyPrintsTheLastListensNewestFirstAndAsJSON() throws {
        let world = try Self.world(listens: Self.listens, sent: nil, config: nil)
        let json = try world.run(["scrobble", "history", "--json"])
        #expect(json.status == 0)
        #expect(json.stdout == #"{"artist":"Aurora Fields","id":2,"listenedAt":1700000300,"title":"Green \u001b[31mCurtain"}"# + "\n"
            + #"{"album":"Polar","artist":"Aurora Fields","duration":192,"id":1,"listenedAt":1700000000,"path":"/m/a.flac","title":"Solar Wind"}"#
            + "\n")
        let text = try world.run(["scrobble", "history", "--count", "1"], environment: ["TZ": "UTC"])
        #expect(text.stdout == "2023-11-14 22:18:20  Aurora Fields — Green \u{FFFD}[31mCurtain\n")
    }

    @Test func statusSaysWhatListenBrainzHasYetToTakeAndNeverTheToken() throws {
        let config = "[scrobble]\nlistenbrainz = { token = \"secret-token-42\", api_root = \"http://127.0.0.1:9/apis/listenbrainz\" }\n"
        let world = try Self.world(listens: Self.listens, sent: "1\n", config: config)
        let status = try world.run(["scrobble", "status"])
        #expect(status.status == 0)
        #expect(status.stdout == "listens kept: 2\nlistenbrainz (http://127.0.0.1:9/apis/listenbrainz): 1 to send, taken through listen 1\n")
        #expect(!(status.stdout + status.stderr).contains("secret-token-42"))
        let json = try world.run(["scrobble", "status", "--json"])
        #expect(json.stdout == #"{"damagedLines":0,"listenbrainz":{"acknowledged":1,"apiRoot":"http://127.0.0.1:9/apis/listenbrainz","#
            + #""pending":1},"listens":2}"# + "\n")
        let unset = try Self.world(listens: "", sent: nil, config: nil).run(["scrobble", "status"])
        #expect(unset.stdout == "listens kept: 0\nlistenbrainz: not set up ([scrobble] listenbrainz = { token = … })\n")
    }

    @Test func loginKeepsTheLastFMSessionKeyBesideTheHistoryNeverInTheConfig() throws {
        let (server, port) = try LastFMEndpoint.start()
        defer { LastFMEndpoint.kill(server) }
        let config = "[scrobble]\nlastfm = { api_key = \"key1\", secret = \"s3cr3t\" }\n"
        let world = try Self.world(listens: "", sent: nil, config: config)
        let kept = world.environment["XDG_STATE_HOME", default: ""] + "/playdeck/scrobble/lastfm-session"
        // No one presses Enter here: standard input is empty, and the login goes on.
        let login = try world.run(["scrobble", "login", "lastfm", "--api-key", "key1", "--secret", "s3cr3t",
                                   "--root", "http://127.0.0.1:\(port)/2.0/"])
        #expect(login.status == 0, "\(login.stderr)")
        #expect(login.stdout.hasSuffix("Logged in as ann; the session key is kept in \(kept) (PlayDeck started from now on sends to "
                                       + "Last.fm with lastfm = { api_key = \"…\", secret = \"…\" } in [scrobble] of config.toml).\n"), "\(login.stdout)")
        #expect(!login.stdout.contains("sk-1"))
        #expect(try String(contentsOfFile: kept, encoding: .utf8) == "sk-1\n")
        #expect(try world.run(["scrobble", "status"]).stdout.hasSuffix("lastfm: 0 to send, taken through listen 0\n"))
        #expect(try LastFMEndpoint.recorded(server).allSatisfy { $0.good })
    }
}
