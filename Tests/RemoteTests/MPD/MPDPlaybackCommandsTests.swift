import Foundation
import Remote
import Testing
import TestSupport

/// Playback, the seeks and the modes answer as Debian's MPD answers the same lines.
@Suite(.serialized, .timeLimit(.minutes(5)), .enabled(if: RealMPD.isInstalled)) struct MPDPlaybackCommandsTests {
    @Test func playPauseAndTheModesAnswerAsMPDDoes() throws {
        let servers = try MPDStageDifferential()
        let differences = try servers.mismatches([
            "status", "play", "play 9", "playid 99", "add Album", "play 1", "#playing", "status", "currentsong", "pause", "status",
            "pause 0", "status", "pause 1", "pause 1", "status", "pause 2", "playid 4", "#playing", "status", "play -2",
            "playid -2", "repeat 1", "status", "single 1", "status", "single 0", "status", "single 2", "repeat 0", "status",
            "random 2", "random 1", "random 0", "status", "consume 0", "crossfade 0", "mixrampdb 0", "mixrampdelay 0",
            "replay_gain_status", "replay_gain_mode off", "replay_gain_mode foo", "seek 9 1", "seekid 99 1", "seek x 1",
            "seek 0 -1", "seekcur x", "seekcur +x", "setvol 101", "volume 200", "next", "#playing", "status", "previous",
            "#playing", "status", "stop", "next", "previous", "seekcur 1", "pause",
        ])
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n\n"))")
    }

    /// Single without repeat is stop-after, oneshot once; repeat with single repeats the song;
    /// stop keeps the song and its place in `status`, and play starts it again; clearerror with
    /// no error is a quiet OK.
    @Test func singleRepeatStopAndClearerrorAnswerAsMPDDoes() throws {
        let servers = try MPDStageDifferential()
        let differences = try servers.mismatches([
            "add Album", "single 1", "status", "single oneshot", "status", "repeat 1", "status", "single 1", "status",
            "repeat 0", "status", "single oneshot", "repeat 1", "single 0", "status", "repeat 0", "status", "single x",
            "play 2", "#playing", "stop", "status", "currentsong", "stop", "status", "play", "#playing", "status",
            "clearerror", "clearerror x", "status",
        ])
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n\n"))")
    }

    /// At the end of a song, single (oneshot too) leaves the next song paused at its start, as MPD's border pause does.
    @Test func singleLeavesTheNextSongPausedAtItsStartAsMPDDoes() throws {
        let servers = try MPDStageDifferential()
        for single in ["1", "oneshot"] {
            let differences = try servers.mismatches(["clear", "add Album", "single \(single)", "play 1", "#playing", "seekcur 29"])
            #expect(differences.isEmpty, "\(differences.joined(separator: "\n\n"))")
            // MPD's own news of its player says when it paused.
            let end = Date().addingTimeInterval(15)
            while try !servers.client.send("status").contains("state: pause"), Date() < end { _ = try servers.client.send("idle player") }
            #expect(servers.run { servers.stage.infoCenter.nowPlayingInfo.map { $0.state == .paused && $0.queueIndex == 2 } ?? false })
            let after = try servers.mismatches(["status", "currentsong"])
            #expect(after.isEmpty, "\(after.joined(separator: "\n\n"))")
        }
    }

    /// The seeks move the song playing: to a time, and steps from where it is.
    @Test func seeksMoveTheSongPlaying() throws {
        let servers = try MPDStageDifferential()
        _ = servers.playdeck("add Album")
        _ = servers.playdeck("play 0")
        #expect(servers.run { servers.stage.infoCenter.nowPlayingInfo?.state == .playing })
        _ = servers.playdeck("pause 1")
        #expect(servers.playdeck("seekcur 20") == "OK\n")
        #expect(servers.run { (servers.stage.infoCenter.nowPlayingInfo?.elapsed ?? 0) >= 19.9 })
        #expect(servers.playdeck("seekcur -10") == "OK\n")
        #expect(servers.run { abs((servers.stage.infoCenter.nowPlayingInfo?.elapsed ?? 0) - 10) < 0.5 })
        #expect(servers.playdeck("seek 0 5") == "OK\n")
        #expect(servers.run { abs((servers.stage.infoCenter.nowPlayingInfo?.elapsed ?? 0) - 5) < 0.5 })
        #expect(servers.playdeck("seekid 1 15") == "OK\n")
        #expect(servers.run { abs((servers.stage.infoCenter.nowPlayingInfo?.elapsed ?? 0) - 15) < 0.5 })
        // Into another song: it plays from there, paused as the player was.
        #expect(servers.playdeck("seek 2 5") == "OK\n")
        #expect(servers.run { servers.stage.infoCenter.nowPlayingInfo.map { $0.queueIndex == 2 && abs(($0.elapsed ?? 0) - 5) < 0.5 } ?? false })
        #expect(servers.stage.infoCenter.nowPlayingInfo?.state == .paused)
        _ = servers.playdeck("pause 0")
        #expect(servers.playdeck("seekid 1 7") == "OK\n")
        #expect(servers.run { servers.stage.infoCenter.nowPlayingInfo.map { $0.queueIndex == 0 && $0.state == .playing } ?? false })
    }

    /// The volume is the player's, 0 to 100 as MPD's mixer gives it.
    @Test func theVolumeIsThePlayers() throws {
        let servers = try MPDStageDifferential()
        #expect(servers.playdeck("setvol 40") == "OK\n")
        #expect(servers.playdeck("getvol") == "volume: 40\nOK\n")
        #expect(servers.playdeck("volume +15") == "OK\n")
        #expect(servers.playdeck("getvol") == "volume: 55\nOK\n")
        #expect(servers.playdeck("volume -100") == "OK\n")
        #expect(servers.playdeck("status").hasPrefix("volume: 0\n"))
    }
}
