import Foundation
import Testing
import TestSupport

/// `idle` on the real binary, woken by what the player publishes (never polled): a pause from
/// the control socket is `changed: player`, a volume `changed: mixer`, an item added
/// `changed: playlist`, as the real MPD answers the same change; and `mpc` against both.
@Suite(.enabled(if: RealMPD.isInstalled)) struct MPDServerIdleTests {
    /// PlayDeck playing a long tone, and MPD playing a file of its folder.
    static func playing() throws -> (mpd: RealMPD, playdeck: PlayDeckMPD, tone: String) {
        let tone = try Fixtures.tone(seconds: 120)
        let music = try Fixtures.musicFolder([.init("A/01.flac", ["title": "One"])])
        let mpd = try RealMPD(music: music)
        let control = try mpd.client()
        #expect(try control.send("add A/01.flac") == "OK\n")
        #expect(try control.send("repeat 1") == "OK\n")
        #expect(try control.send("play") == "OK\n")
        let playdeck = try PlayDeckMPD([tone])
        try waitUntilPlaying(playdeck)
        return (mpd, playdeck, tone)
    }

    /// Waits (on the player's published state, through the control socket) until it plays.
    static func waitUntilPlaying(_ playdeck: PlayDeckMPD) throws {
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline {
            let result = try playdeck.world.run(["status", "--json"])
            if result.stdout.contains("\"state\":\"playing\"") { return }
        }
        throw FixtureError("the player never played")
    }

    @Test func aPauseWakesAnIdlingClientWithChangedPlayerAsInMPD() throws {
        let (mpd, playdeck, _) = try Self.playing()
        let mpdIdler = try mpd.client()
        try mpdIdler.write("idle\n")
        #expect(try mpd.client().send("pause 1") == "OK\n")
        let expected = try mpdIdler.readAnswer()
        let idler = try playdeck.client()
        try idler.write("idle\n")
        try playdeck.remote(["pause"])
        #expect(try idler.readAnswer() == expected)
        #expect(expected == "changed: player\nOK\n")
    }

    @Test func aVolumeIsTheMixerAndAnItemAddedIsThePlaylist() throws {
        let (mpd, playdeck, tone) = try Self.playing()
        let mpdIdler = try mpd.client()
        try mpdIdler.write("idle mixer\n")
        #expect(try mpd.client().send("setvol 40") == "OK\n")
        let mixer = try mpdIdler.readAnswer()
        #expect(mixer == "changed: mixer\nOK\n")
        let idler = try playdeck.client()
        try idler.write("idle mixer\n")
        try playdeck.remote(["volume", "40"])
        #expect(try idler.readAnswer() == mixer)
        try mpdIdler.write("idle playlist\n")
        #expect(try mpd.client().send("add A/01.flac") == "OK\n")
        let expected = try mpdIdler.readAnswer()
        try idler.write("idle playlist\n")
        try playdeck.remote(["add", tone])
        #expect(try idler.readAnswer() == expected)
    }

    @Test func aChangeWhileNotIdlingIsToldAtTheNextIdle() throws {
        let (_, playdeck, _) = try Self.playing()
        let client = try playdeck.client()
        #expect(try client.send("ping") == "OK\n")
        try playdeck.remote(["pause"])
        // Published before or after the idle arrives, the pause is the answer either way; the
        // case of a change told before `idle` is MPDConversationTests'.
        #expect(try client.send("idle player") == "changed: player\nOK\n")
        // The idle was answered: noidle says nothing, so the next answer is the next command's.
        try client.write("noidle\n")
        #expect(try client.send("nosuch") == "ACK [5@0] {} unknown command \"nosuch\"\n")
    }

    @Test func aCommandOtherThanNoidleWhileIdlingClosesTheConnectionAsInMPD() throws {
        let (mpd, playdeck, _) = try Self.playing()
        for socket in [mpd.socket, playdeck.socket] {
            let client = try MPDLineClient(socket)
            try client.write("idle\nstatus\n")
            #expect(try client.isClosed(), "\(socket)")
        }
    }

    @Test func mpcVersionAndIdleWorkAgainstPlayDeckAsAgainstMPD() throws {
        let (mpd, playdeck, _) = try Self.playing()
        let version = { (socket: String) throws -> String in
            try ProcessRunner.run("/usr/bin/mpc", ["version"], environment: ["MPD_HOST": socket]).stdout
        }
        #expect(try version(playdeck.socket) == version(mpd.socket))
        #expect(try version(playdeck.socket) == "mpd version: 0.23.5\n")
        let mpc = try LiveProcess("/usr/bin/mpc", ["idle"], environment: ["MPD_HOST": playdeck.socket])
        defer { mpc.stop() }
        // A change made before mpc has connected is not its to hear: the pause is toggled until
        // mpc, connected and idling, hears one and exits.
        for _ in 0..<20 where mpc.isRunning {
            try playdeck.remote(["toggle-pause"])
            _ = mpc.wait(timeout: 2) { !mpc.isRunning }
        }
        #expect(mpc.waitForExit(timeout: 5) == 0)
        #expect(mpc.stdoutLines == ["player"])
    }
}
