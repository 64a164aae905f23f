import Commands
import NowPlaying
import Playback
import PlayerDoubles
import Testing

/// The current item on the primary player, through its session, on the fake player's manual clock.
@Suite struct ItemPlaybackTests {
    static func harness() -> FakeSessionHarness {
        FakeSessionHarness(files: ["a.mp3": FakeMedia(duration: 60)])
    }

    @Test func aPauseIsPublishedWithoutReadingMPVsClockAtTheLastSnapshotCarriedOn() throws {
        let rig = Self.harness()
        try rig.play([MediaItem(url: "a.mp3")])
        try rig.run(timeout: 5, "3 s of playing") { rig.clock.now >= 3 }
        let playing = try #require(rig.infoCenter.nowPlayingInfo)
        #expect(playing.state == .playing)
        let reads = rig.player.clockReads
        var announced: NowPlayingInfo?, readsBefore: Int?
        let token = rig.infoCenter.addObserver { info in
            announced = announced ?? info
            readsBefore = readsBefore ?? rig.player.clockReads
        }
        defer { rig.infoCenter.removeObserver(token) }

        #expect(rig.session.perform(.togglePause) == .success)
        let paused = try #require(announced)
        #expect(paused.state == .paused)
        #expect(paused.mediaElapsed == playing.mediaElapsed(at: paused.uptime))
        // A round trip to mpv's thread waits for its loop while it plays: none before the pause is told.
        #expect(readsBefore == reads)
    }

    @Test func aResumeAfterAPauseStartsFromWherePlaybackStoodWithoutReadingMPVsClock() throws {
        let rig = Self.harness()
        try rig.play([MediaItem(url: "a.mp3")])
        try rig.run(timeout: 5, "2 s of playing") { rig.clock.now >= 2 }
        #expect(rig.session.perform(.togglePause) == .success)
        try rig.run(timeout: 5, "the player's pause") { rig.events.contains(.propertyChanged(.paused(true))) }
        let paused = try #require(rig.infoCenter.nowPlayingInfo)
        rig.clock.advance(by: 10)
        let reads = rig.player.clockReads
        var announced: NowPlayingInfo?, readsBefore: Int?
        let token = rig.infoCenter.addObserver { info in
            announced = announced ?? info
            readsBefore = readsBefore ?? rig.player.clockReads
        }
        defer { rig.infoCenter.removeObserver(token) }

        #expect(rig.session.perform(.togglePause) == .success)
        let playing = try #require(announced)
        #expect(playing.state == .playing)
        #expect(playing.mediaElapsed == paused.mediaElapsed, "paused, the clock stood still")
        #expect(readsBefore == reads)
    }

    @Test func aPauseRightAfterASeekReadsWherePlaybackLandedNotTheSnapshotBeforeIt() throws {
        let rig = Self.harness()
        try rig.play([MediaItem(url: "a.mp3")])
        try rig.run(timeout: 5, "1 s of playing") { rig.clock.now >= 1 }
        #expect(rig.session.perform(.seek(to: 40)) == .success)
        try rig.run(timeout: 5, "the seek") { (rig.infoCenter.nowPlayingInfo?.mediaElapsed ?? 0) >= 40 }
        #expect(rig.session.perform(.togglePause) == .success)
        let paused = try #require(rig.infoCenter.nowPlayingInfo)
        #expect(paused.state == .paused)
        #expect(abs((paused.mediaElapsed ?? 0) - 40) < 0.5)
    }
}
