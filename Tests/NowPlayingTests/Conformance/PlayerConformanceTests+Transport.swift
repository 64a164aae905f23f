import NowPlaying
import Playback
import PlayerDoubles
import Testing
import TestSupport

/// Commands and time: pause, seek, speed, volume, the end of a file, stop, tracks.
extension PlayerConformanceTests {
    static func tone() throws -> String { try Fixtures.tone(seconds: 6, frequency: 350) }

    @Test(arguments: PlayerKind.allCases)
    func pauseAndResumeAreReportedAndMediaTimeStandsStillInBetween(kind: PlayerKind) throws {
        let path = try Self.tone()
        let rig = try ConformanceRig(kind, files: [path])
        try rig.play(path)
        var from = rig.events.count
        try rig.player.setPaused(true)
        try rig.waitFor("the pause", from: from) { $0 == .propertyChanged(.paused(true)) }
        let paused = try #require(rig.time)
        rig.wait(0.3)
        #expect(abs((rig.time ?? -1) - paused) < 0.01, "stands still")
        #expect(!rig.reported(from: from).contains { $0 == .seeking || $0 == .playbackRestarted })
        from = rig.events.count
        let resumedAt = rig.now
        try rig.player.setPaused(false)
        try rig.waitFor("the resume", from: from) { $0 == .propertyChanged(.paused(false)) }
        rig.wait(0.3)
        let moved = (rig.time ?? 0) - paused
        // It moves on, and no faster than the clock (mpv's time-pos moves in steps of ~50 ms).
        #expect(moved > 0.1 && moved <= rig.now - resumedAt + 0.06, "moved \(moved)")
        #expect(rig.player.current(.pause) == .paused(false))
    }

    @Test(arguments: PlayerKind.allCases)
    func anExactSeekWhilePlayingReportsSeekingThenARestartAtTheTarget(kind: PlayerKind) throws {
        let path = try Self.tone()
        let rig = try ConformanceRig(kind, files: [path])
        try rig.play(path)
        let from = rig.events.count
        let askedAt = rig.now
        try rig.player.seek(to: 3)
        let restart = try rig.waitFor("the restart", from: from) { $0 == .playbackRestarted }
        let position = try #require(rig.time)
        let seeking = try #require(rig.events[from...].firstIndex(of: .seeking))
        #expect(seeking < restart)
        // At the target, plus at most what has played since the seek was asked for.
        #expect(position >= 3 - 0.001 && position <= 3 + (rig.now - askedAt) + 0.05, "at \(position)")
    }

    @Test(arguments: PlayerKind.allCases)
    func aPausedSeekLandsWithinTheDriftToleranceAndStaysPaused(kind: PlayerKind) throws {
        let path = try Self.tone()
        let rig = try ConformanceRig(kind, files: [path])
        try rig.play(path)
        try rig.player.setPaused(true)
        let from = rig.events.count
        try rig.player.seek(to: 4)
        try rig.waitFor("the restart", from: from) { $0 == .playbackRestarted }
        let position = try #require(rig.time)
        // ao=null lands a paused seek short by its buffer (0.19 s); the session allows 0.25 s.
        #expect(abs(position - 4) <= 0.25, "at \(position)")
        rig.wait(0.2)
        #expect(rig.time == position)
        #expect(!rig.events[from...].contains(.propertyChanged(.paused(false))))
    }

    @Test(arguments: PlayerKind.allCases)
    func speedVolumeAndMuteChangesComeBackAsPropertyChanges(kind: PlayerKind) throws {
        let path = try Self.tone()
        let rig = try ConformanceRig(kind, files: [path])
        try rig.play(path)
        let from = rig.events.count
        try rig.player.setSpeed(2)
        try rig.player.setVolume(40)
        try rig.player.setMuted(true)
        try rig.waitFor("the speed", from: from) { $0 == .propertyChanged(.speed(2)) }
        try rig.waitFor("the volume", from: from) { $0 == .propertyChanged(.volume(40)) }
        try rig.waitFor("the mute", from: from) { $0 == .propertyChanged(.muted(true)) }
        #expect(rig.player.current(.speed) == .speed(2))
        #expect(!rig.events[from...].contains { $0 == .seeking || $0 == .playbackRestarted })
    }

    @Test(arguments: PlayerKind.allCases)
    func playingToTheEndEndsTheFileThenTheItemsPropertiesGoAndThePlayerIdles(kind: PlayerKind) throws {
        let path = try Fixtures.tone(seconds: 2, frequency: 360)
        let rig = try ConformanceRig(kind, files: [path], untimed: true)
        let start = try rig.play(path)
        let id = try #require(rig.events[start].entryID)
        let end = try rig.waitFor("the end", from: start, within: 15, Self.isEnd)
        #expect(rig.events[end] == .fileEnded(entryID: id, reason: .endOfFile))
        let idle = try rig.waitFor("the idle", from: end) { $0 == .propertyChanged(.idleActive(true)) }
        let after = rig.events[end...idle]
        #expect(after.contains(.propertyChanged(.duration(nil))))
        #expect(after.contains(.propertyChanged(.metadata([:]))))
        #expect(!rig.events[end...].contains(.playbackRestarted))
        #expect(rig.time == nil)
        #expect(rig.player.current(.duration) == nil)
    }

    @Test(arguments: PlayerKind.allCases)
    func seekingToOrPastTheEndEndsTheFile(kind: PlayerKind) throws {
        let path = try Self.tone()
        let rig = try ConformanceRig(kind, files: [path])
        let start = try rig.play(path)
        try rig.player.setPaused(true)
        let from = rig.events.count
        try rig.player.seek(to: 60)
        let end = try rig.waitFor("the end", from: from, Self.isEnd)
        #expect(rig.events[end] == .fileEnded(entryID: rig.events[start].entryID ?? 0, reason: .endOfFile), "even paused")
        #expect((rig.events[from...].firstIndex(of: .seeking) ?? end) < end)
    }

    @Test(arguments: PlayerKind.allCases)
    func stopEndsTheFileAsStoppedAndTheItemsPropertiesGo(kind: PlayerKind) throws {
        let path = try Self.tone()
        let rig = try ConformanceRig(kind, files: [path])
        let start = try rig.play(path)
        let from = rig.events.count
        try rig.player.stop()
        let end = try rig.waitFor("the end", from: from, Self.isEnd)
        #expect(rig.events[end] == .fileEnded(entryID: rig.events[start].entryID ?? 0, reason: .stopped))
        try rig.waitFor("the idle", from: end) { $0 == .propertyChanged(.idleActive(true)) }
        #expect(rig.time == nil)
        #expect(rig.player.current(.seekable) == nil)
    }

    @Test(arguments: PlayerKind.allCases)
    func aStartTimeLoadsWithASeekAndRestartsThere(kind: PlayerKind) throws {
        let path = try Self.tone()
        let rig = try ConformanceRig(kind, files: [path])
        try rig.player.setOption("start", "2.5")
        let askedAt = rig.now
        let start = try rig.play(path)
        let position = try #require(rig.time)
        let events = rig.reported(from: start)
        let loaded = try #require(events.firstIndex(of: .fileLoaded))
        let seeking = try #require(events.firstIndex(of: .seeking))
        let restarted = try #require(events.firstIndex(of: .playbackRestarted))
        #expect(loaded < seeking && seeking < restarted)
        #expect(position >= 2.5 - 0.001 && position <= 2.5 + (rig.now - askedAt) + 0.05, "at \(position)")
    }

    @Test(arguments: PlayerKind.allCases)
    func selectingTracksByOptionIsReportedInTheTrackList(kind: PlayerKind) throws {
        let path = try Media.twoLanguages.path()
        let rig = try ConformanceRig(kind, files: [path])
        try rig.play(path)
        func selected(_ tracks: [Track], _ kind: Track.Kind) -> [Int] { tracks.filter { $0.kind == kind && $0.isSelected }.map(\.id) }
        func secondary(_ tracks: [Track]) -> [Int] { tracks.filter(\.isSecondary).map(\.id) }
        var from = rig.events.count
        try rig.player.setOption("aid", "2")
        try rig.player.setOption("sid", "2")
        try rig.waitFor("both switched", from: from) {
            if case let .propertyChanged(.tracks(t)) = $0 { selected(t, .audio) == [2] && selected(t, .sub) == [2] } else { false }
        }
        from = rig.events.count
        try rig.player.setOption("sid", "1")
        try rig.player.setOption("secondary-sid", "2")
        try rig.waitFor("a secondary subtitle", from: from) {
            if case let .propertyChanged(.tracks(t)) = $0 { selected(t, .sub) == [1] && secondary(t) == [2] } else { false }
        }
        from = rig.events.count
        try rig.player.setOption("secondary-sid", "no")
        try rig.player.setOption("sid", "no")
        try rig.waitFor("no subtitles", from: from) {
            if case let .propertyChanged(.tracks(t)) = $0 { selected(t, .sub).isEmpty && secondary(t).isEmpty } else { false }
        }
    }

    @Test(arguments: PlayerKind.allCases)
    func aScreenshotOfAFileWithoutPicturesComesBackAsAnError(kind: PlayerKind) throws {
        let path = try Self.tone()
        let rig = try ConformanceRig(kind, files: [path])
        try rig.play(path)
        let from = rig.events.count
        try rig.player.requestScreenshot(ticket: 7)
        let reply = try rig.waitFor("the reply", from: from) { if case .screenshotTaken = $0 { true } else { false } }
        guard case let .screenshotTaken(ticket, .failure(error)) = rig.events[reply] else {
            Issue.record("\(rig.events[reply])"); return
        }
        #expect(ticket == 7)
        #expect(error.code == -12)
    }
}
