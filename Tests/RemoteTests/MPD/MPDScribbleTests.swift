import Foundation
import Testing
import TestSupport

/// mpdscribble, the scrobbler MPD users run, against PlayDeck as against Debian's MPD: the
/// same "now playing" and the same submission reach its Audioscrobbler endpoint (a local one
/// that records them) for the same song played past half its length.
@Suite(.enabled(if: RealMPD.isInstalled && FileManager.default.isExecutableFile(atPath: "/usr/bin/mpdscribble")))
struct MPDScribbleTests {
    @Test func aSongPlayedPastHalfIsScrobbledAsFromMPD() throws {
        // 32 s: Audioscrobbler takes songs of 30 s or more, played for more than half.
        let music = try TestWorld.makeFolder(prefix: "scribble")
        try Fixtures.addMusic([Fixtures.LibraryFile("Mar.flac", ["title": "Mar", "artist": "Ana Lúa", "album": "Primeiro",
                                                                 "track": "1/3"])], to: music, seconds: 32)
        let mpd = try RealMPD(music: music)
        let playdeck = try PlayDeckMPD(library: music)
        let runs = try [mpd.socket, playdeck.socket].map { socket in try Scrobbling(socket: socket) }
        for run in runs {
            #expect(try run.client.send("add Mar.flac") == "OK\n")
            #expect(try run.client.send("play 0") == "OK\n")
        }
        let nowPlaying = runs.map { $0.listener.wait(for: "nowplaying").first?.form }
        #expect(nowPlaying[0] != nil && nowPlaying[0] == nowPlaying[1], "\(nowPlaying)")
        // mpdscribble times the song itself: it must have played 16 s of the 32 on its clock.
        for run in runs { #expect(try run.waitUntilElapsed(past: 16.5)) }
        for run in runs { #expect(try run.client.send("stop") == "OK\n") }
        let submissions = runs.map { $0.listener.wait(for: "submission").first?.form.filter { $0.key != "i[0]" } }
        #expect(submissions[0] != nil && submissions[0] == submissions[1], "\(submissions)")
    }

    /// One server with mpdscribble watching it and an endpoint recording what it sends.
    struct Scrobbling {
        let listener: AudioscrobblerListener
        let scrobbler: LiveProcess
        let client: MPDLineClient

        init(socket: String) throws {
            listener = try AudioscrobblerListener()
            let folder = try TestWorld.makeFolder(prefix: "mpdscribble")
            let conf = folder + "/mpdscribble.conf"
            try """
                host = \(socket)
                log = \(folder)/log
                verbose = 2
                [local]
                url = \(listener.url)
                username = listener
                password = secret
                journal = \(folder)/journal

                """.write(toFile: conf, atomically: true, encoding: .utf8)
            let scrobbler = try LiveProcess("/usr/bin/mpdscribble", ["--no-daemon", "--conf", conf], environment: ["HOME": folder])
            self.scrobbler = scrobbler
            // It must watch the server before the song starts: it times the song from when it sees it.
            let connected = scrobbler.wait(timeout: 20) {
                ((try? String(contentsOfFile: folder + "/log", encoding: .utf8)) ?? "").contains("connected to mpd")
            }
            guard connected else { throw FixtureError("mpdscribble did not connect to \(socket)") }
            client = try MPDLineClient(socket)
        }

        /// Waits until the server says the song has played past `seconds` (its `elapsed:`).
        func waitUntilElapsed(past seconds: Double, timeout: TimeInterval = 60) throws -> Bool {
            let deadline = Date().addingTimeInterval(timeout)
            while Date() < deadline {
                let status = try client.send("status")
                if let line = status.split(separator: "\n").first(where: { $0.hasPrefix("elapsed: ") }),
                   let elapsed = Double(line.dropFirst(9)), elapsed > seconds { return true }
                usleep(100_000)
            }
            return false
        }
    }
}
