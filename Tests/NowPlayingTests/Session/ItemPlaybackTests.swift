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

    /// The first snapshot `command` publishes, and how often mpv's clock was read before it.
    static func firstSnapshot(after command: Command, in rig: FakeSessionHarness) throws -> (NowPlayingInfo, Int) {
        let before = rig.player.clockReads
        var first: (NowPlayingInfo, Int)?
        let token = rig.infoCenter.addObserver { info in first = first ?? (info, rig.player.clockReads - before) }
        defer { rig.infoCenter.removeObserver(token) }
        #expect(rig.session.perform(command) == .success)
        return try #require(first)
    }

    @Test func aPauseIsPublishedWithoutReadingMPVsClockAtTheLastSnapshotCarriedOn() throws {
        let rig = Self.harness()
        try rig.play([MediaItem(url: "a.mp3")])
        try rig.run(timeout: 5, "3 s of playing") { rig.clock.now >= 3 }
        let playing = try #require(rig.infoCenter.nowPlayingInfo)
        #expect(playing.state == .playing)
        let (paused, reads) = try Self.firstSnapshot(after: .togglePause, in: rig)
        #expect(paused.state == .paused)
        #expect(paused.mediaElapsed == playing.mediaElapsed(at: paused.uptime))
        // A round trip to mpv's thread waits for its loop while it plays: none before the pause is told.
        #expect(reads == 0)
    }

    @Test func aResumeAfterAPauseStartsFromWherePlaybackStoodWithoutReadingMPVsClock() throws {
        let rig = Self.harness()
        try rig.play([MediaItem(url: "a.mp3")])
        try rig.run(timeout: 5, "2 s of playing") { rig.clock.now >= 2 }
        #expect(rig.session.perform(.togglePause) == .success)
        try rig.run(timeout: 5, "the player's pause") { rig.events.contains(.propertyChanged(.paused(true))) }
        let paused = try #require(rig.infoCenter.nowPlayingInfo)
        rig.clock.advance(by: 10)
        let (playing, reads) = try Self.firstSnapshot(after: .togglePause, in: rig)
        #expect(playing.state == .playing)
        #expect(playing.mediaElapsed == paused.mediaElapsed, "paused, the clock stood still")
        #expect(reads == 0)
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

    /// mpv reports a change of its pause when the loop next drains it, so its report of a play
    /// can come after a pause asked since: MPD's `seek` into another song while paused asks for
    /// both at once, and its client's next `status` said "play". That report is not mpv's own
    /// change: the pause asked stands, and what the player then reports of it confirms it.
    @Test func aLateReportOfAPlayAskedBeforeAPauseDoesNotUndoThePause() throws {
        let rig = Self.harness()
        try rig.play([MediaItem(url: "a.mp3")])
        try rig.run(timeout: 5, "1 s of playing") { rig.clock.now >= 1 }
        #expect(rig.session.perform(.pause) == .success)
        try rig.run(timeout: 5, "the player's pause") { rig.events.contains(.propertyChanged(.paused(true))) }
        #expect(rig.session.perform(.play) == .success)
        #expect(rig.session.perform(.pause) == .success)
        let before = rig.published.count
        rig.session.handle([.propertyChanged(.paused(false))])
        #expect(rig.published[before...].allSatisfy { $0.state == .paused }, "\(rig.published[before...].map(\.state))")
        #expect(rig.session.makeSnapshot().state == .paused)
        rig.idle(0.5)
        #expect(rig.last?.state == .paused)
        #expect(rig.session.makeSnapshot().state == .paused)
        // mpv's own change is still taken: nothing asked is on the way now.
        rig.session.handle([.propertyChanged(.paused(false))])
        #expect(rig.session.makeSnapshot().state == .playing)
    }
}
