import Foundation
import Testing
import TestSupport

/// `playdeck scrobble logout`: the Last.fm session key `login` kept goes; what the person wrote
/// in the config is never rewritten, only pointed at.
@Suite struct ScrobbleLogoutTests {
    static let lastfm = "[scrobble]\nlastfm = { api_key = \"key1\", secret = \"s3cr3t\" }\n"

    @Test func logoutRemovesTheKeptLastFMSessionKeyAndStatusSaysSo() throws {
        let world = try ScrobbleCommandTests.world(listens: "", sent: nil, config: Self.lastfm)
        let kept = world.environment["XDG_STATE_HOME", default: ""] + "/playdeck/scrobble/lastfm-session"
        // As `scrobble login lastfm` keeps it.
        try "sk-1\n".write(toFile: kept, atomically: true, encoding: .utf8)
        let loggedIn = try world.run(["scrobble", "status"])
        #expect(loggedIn.stdout.hasSuffix("lastfm: 0 to send, taken through listen 0\n"), "\(loggedIn.stdout)")
        let logout = try world.run(["scrobble", "logout", "lastfm"])
        #expect(logout.status == 0, "\(logout.stderr)")
        #expect(logout.stdout == "lastfm: logged out (the session key kept in \(kept) is removed)\n")
        #expect(!FileManager.default.fileExists(atPath: kept))
        let status = try world.run(["scrobble", "status"])
        #expect(status.stdout.hasSuffix("lastfm: 0 to send, taken through listen 0 (not logged in: playdeck scrobble login lastfm)\n"),
                "\(status.stdout)")
        let again = try world.run(["scrobble", "logout", "lastfm"])
        #expect(again.stdout == "lastfm: no session key was kept\n")
    }

    @Test func whatTheConfigHoldsIsPointedAtNeverRewrittenAndNeverShown() throws {
        let config = "[scrobble]\nlistenbrainz = { token = \"secret-token-42\" }\n"
            + "lastfm = { api_key = \"key1\", secret = \"s3cr3t\", session = \"sk-in-config\" }\n"
        let world = try ScrobbleCommandTests.world(listens: "", sent: nil, config: config)
        let file = world.environment["XDG_CONFIG_HOME", default: ""] + "/playdeck/config.toml"
        let listenbrainz = try world.run(["scrobble", "logout", "listenbrainz"])
        #expect(listenbrainz.status == 1)
        #expect(listenbrainz.stderr == "playdeck: listenbrainz: the token lives only in \(file) ([scrobble] listenbrainz): remove it there "
                + "(a running PlayDeck reloads the config as it is saved)\n")
        let lastfm = try world.run(["scrobble", "logout", "lastfm"])
        #expect(lastfm.status == 1)
        #expect(lastfm.stderr == "playdeck: lastfm: a session key is also written in \(file) ([scrobble] lastfm session): remove it there\n")
        #expect(try String(contentsOfFile: file, encoding: .utf8) == config)
        #expect(!(listenbrainz.stdout + listenbrainz.stderr + lastfm.stdout + lastfm.stderr).contains("secret-token-42"))
        #expect(!(lastfm.stdout + lastfm.stderr).contains("sk-in-config"))
    }
}
