import Commands
import NowPlaying
import Settings
import Testing
@testable import ControlCenter

/// Keys becoming commands, overlays, momentum, and when the picture changes next.
@Suite struct TileControllerTests {
    let now = TileFixtures.now
    let target = RecordingSource()

    func controller(_ info: NowPlayingInfo? = TileFixtures.info(), ui: UISettings = .defaults) -> TileController {
        target.controller(info, ui: ui)
    }

    @Test func spaceTogglesPauseAtOnce() {
        let tile = controller()
        tile.handle(TileFixtures.key("space"), now: now)
        #expect(target.commands == [.togglePause])
    }

    @Test func aSkipKeySeeksAtOnceAndShowsTheLandingUntilASnapshotShowsIt() {
        let tile = controller()
        tile.handle(TileFixtures.key("right"), now: now)
        #expect(target.commands == [.skipForward(15)], "the press seeks: no deadline, no burst to wait for")
        #expect(tile.state(now: now).landing == 57)
        #expect(tile.nextDeadline(now: now).map { $0 > now + 0.5 } ?? true, "nothing is left to do at the burst's end")
        tile.show(TileFixtures.info(elapsed: 57), now: now + 0.05)
        #expect(tile.state(now: now + 0.05).landing == nil)
    }

    @Test func aHeldSkipKeyAcceleratesAndSeeksAsItGoes() {
        let tile = controller(TileFixtures.info(elapsed: 600, duration: 3600))
        for i in 0..<8 { tile.handle(TileFixtures.key("left"), now: now + Double(i) * 0.03) }
        for i in 0..<8 { tile.handle(TileFixtures.key("right"), now: now + 0.3 + Double(i) * 0.03) }
        let back: [Command] = Array(repeating: .skipBackward(10), count: 4) + Array(repeating: .skipBackward(20), count: 4)
        let forward: [Command] = Array(repeating: .skipForward(15), count: 4) + Array(repeating: .skipForward(30), count: 4)
        #expect(target.commands == back + forward)
        // Back 4 × 10 + 4 × 20, then forward 4 × 15 + 4 × 30: the net 60 s shown.
        #expect(tile.state(now: now + 0.6).landing == 660)
    }

    @Test func bookmarkAndTrimRightAfterASkipTakeTheShownPosition() {
        let tile = controller()
        tile.handle(TileFixtures.key("right"), now: now)
        tile.handle(TileFixtures.key("b"), now: now + 0.01)
        #expect(target.commands == [.skipForward(15), .bookmarkAdd(nil)], "the bookmark follows the seek it lands after")
        tile.handle(TileFixtures.key("t"), now: now + 0.02)
        guard case let .trim(selection) = tile.overlay else {
            Issue.record("trim mode did not open")
            return
        }
        #expect(selection.start == 57, "trim starts where the scrubber shows, not 15 s before")
    }

    @Test func aRefusedSkipPutsTheScrubberBackWherePlaybackIs() {
        target.status = .disabled("Skipping is unavailable during an ad")
        let tile = controller()
        tile.handle(TileFixtures.key("right"), now: now)
        #expect(target.commands == [.skipForward(15)])
        #expect(tile.state(now: now).landing == nil)
    }

    @Test func theLandingPointStaysInsideTheItem() {
        let tile = controller(TileFixtures.info(elapsed: 5))
        tile.handle(TileFixtures.key("down"), now: now)
        #expect(tile.state(now: now).landing == 0)
    }

    @Test func aDisabledSkipSaysWhyAndSendsNothing() {
        var info = TileFixtures.info()
        info.commands.states[.skipForward] = .disabled("Skipping is unavailable during an ad")
        let tile = controller(info)
        tile.handle(TileFixtures.key("right"), now: now)
        #expect(target.commands.isEmpty)
        #expect(tile.state(now: now).toast == "Skipping is unavailable during an ad")
    }

    @Test func aRefusedCommandBecomesAToastThatGoesAway() {
        target.status = .commandFailed("Already at the fastest speed")
        let tile = controller()
        tile.handle(TileFixtures.key("]"), now: now)
        #expect(target.commands == [.speedNext])
        #expect(tile.state(now: now).toast == "Already at the fastest speed")
        #expect(tile.nextDeadline(now: now).map { $0 <= now + TileController.toastSeconds } == true)
        tile.timeDidPass(now: now + TileController.toastSeconds)
        #expect(tile.state(now: now + TileController.toastSeconds).toast == nil)
    }

    @Test func qAsksThePlayerToQuit() {
        let tile = controller()
        tile.handle(TileFixtures.key("q"), now: now)
        #expect(target.commands == [.quit])
    }

    @Test func theSpeedMenuOpensOnTheSelectedSpeedAndPicksWithEnter() {
        let tile = controller()
        tile.handle(TileFixtures.key("s"), now: now)
        #expect(tile.overlay == .speedMenu(highlighted: 1))
        tile.handle(TileFixtures.key("down"), now: now)
        tile.handle(TileFixtures.key("down"), now: now)
        tile.handle(TileFixtures.key("enter"), now: now)
        #expect(target.commands == [.setSpeed(1.5)])
        #expect(tile.overlay == .none)
    }

    @Test func escClosesTheSpeedMenuWithoutAChange() {
        let tile = controller()
        tile.handle(TileFixtures.key("s"), now: now)
        tile.handle(TileFixtures.key("esc"), now: now)
        #expect(tile.overlay == .none)
        #expect(target.commands.isEmpty)
    }

    @Test func withoutSpeedsThereIsNoMenu() {
        var info = TileFixtures.info()
        info.speeds = SpeedSelection(speeds: [])
        let tile = controller(info)
        tile.handle(TileFixtures.key("s"), now: now)
        #expect(tile.overlay == .none)
        #expect(tile.state(now: now).toast == "No speeds are configured")
    }

    @Test func theInfoPanelPressesItsActionWithEnter() {
        var info = TileFixtures.info()
        info.infoActions = ["Play from Beginning"]
        let tile = controller(info)
        tile.handle(TileFixtures.key("i"), now: now)
        #expect(tile.overlay == .infoPanel(highlighted: 0))
        tile.handle(TileFixtures.key("enter"), now: now)
        #expect(target.commands == [.playFromBeginning])
    }

    @Test func anyKeyClosesHelpWithoutDoingWhatItIsBoundTo() {
        let tile = controller()
        tile.handle(TileFixtures.key("?"), now: now)
        #expect(tile.overlay == .help)
        tile.handle(TileFixtures.key("q"), now: now)
        #expect(tile.overlay == .none)
        #expect(target.commands.isEmpty)
    }

    @Test func whilePausedNothingIsScheduled() {
        let tile = controller(TileFixtures.info(state: .paused))
        #expect(tile.nextDeadline(now: now + 100) == nil)
    }

    @Test func whilePlayingTheNextRedrawIsWhenTheShownSecondChanges() throws {
        let tile = controller(TileFixtures.info(elapsed: 42.25), ui: UISettings(idleFullscreenAfter: 0, mouse: true,
                                                                               compactBelowColumns: 60, idle: false))
        let next = try #require(tile.nextDeadline(now: now))
        #expect(abs(next - (now + 0.75)) < 0.01)
        var fast = TileFixtures.info(elapsed: 42.25)
        fast.rate = 2
        tile.show(fast, now: now)
        let faster = try #require(tile.nextDeadline(now: now))
        #expect(abs(faster - (now + 0.375)) < 0.01)
    }

    @Test func atTheEndOfTheItemTheClockStopsAskingForRedraws() {
        let tile = controller(TileFixtures.info(elapsed: 180, duration: 180),
                              ui: UISettings(idleFullscreenAfter: 0, mouse: true, compactBelowColumns: 60, idle: false))
        #expect(tile.nextDeadline(now: now + 1) == nil)
    }

    @Test func afterIdleSecondsWhilePlayingTheFullScreenViewComesAndAnyKeyReturns() {
        let tile = controller(TileFixtures.info(), ui: UISettings(idleFullscreenAfter: 30, mouse: true,
                                                                  compactBelowColumns: 60, idle: false))
        tile.timeDidPass(now: now + 29)
        #expect(!tile.isIdleFullscreen)
        tile.timeDidPass(now: now + 30)
        #expect(tile.isIdleFullscreen)
        tile.handle(TileFixtures.key("space"), now: now + 31)
        #expect(!tile.isIdleFullscreen)
        #expect(target.commands.isEmpty, "the key that wakes the tile does nothing else")
    }

    @Test func aNewItemIsAnnouncedAndDropsAPendingBurst() {
        let tile = controller()
        tile.handle(TileFixtures.key("right"), now: now)
        var next = TileFixtures.info(title: "Second Song", elapsed: 0)
        next.queueIndex = 1
        next.path = "/music/second.mp3"
        tile.show(next, now: now + 0.1)
        tile.handle(TileFixtures.key("right"), now: now + 0.2)
        #expect(target.commands == [.skipForward(15), .skipForward(15)], "the burst starts again on the new item")
        #expect(tile.state(now: now + 0.2).landing.map { abs($0 - 15.2) < 1e-9 } == true, "from 0.2 s into it")
        #expect(tile.state(now: now + 0.2).toast == "Now playing: Second Song")
    }
}
