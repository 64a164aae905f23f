import Commands
import Settings
import Testing
@testable import ControlCenter
@testable import NowPlaying

/// The sleep timer's menu (`Z`) and its badge: the choices with what the timer waits for
/// marked, and the time left on the card's top edge counting down from the snapshot alone.
@Suite struct SleepMenuTests {
    let now = TileFixtures.now

    func info(sleep: SleepTimerInfo? = nil, chapters: Bool = true) -> NowPlayingInfo {
        var info = TileFixtures.info()
        if chapters { info.chapters = [ChapterInfo(title: "One", start: 0), ChapterInfo(title: "Two", start: 90)] }
        info.sleepTimer = sleep
        info.uptime = now
        return info
    }

    @Test func theMenuOffersLengthsAndTheEndsWithWhatTheTimerWaitsForMarked() {
        var state = TileState(info: info(sleep: SleepTimerInfo(kind: .endOfItem, remaining: 138, rate: 1)), now: now)
        state.overlay = .sleepMenu(highlighted: 2)
        let frame = TileFixtures.render(state)
        #expect(Array(frame.grid.lines[2...12]) == [
            "╭─ Now Playing ─────────────────────────────────── ☾ 2:18 ─╮",
            "│                  ╭─ Sleep ───────────╮                   │",
            "│  ╭──────╮   Magni│   Off             │                   │",
            "│  │      │   Test │   15 minutes      │                   │",
            "│  │  ♪   │        │   30 minutes      │                   │",
            "│  ╰──────╯        │   45 minutes      │                   │",
            "│                  │   1 hour          │                   │",
            "│  0:42 ━━━━━━━━━━─│   1 h 30 min      │─────────── -2:18  │",
            "│                  │ ● End of item     │                   │",
            "│  ◖ 80%           │   End of chapter  │               1×  │",
            "│                  ╰───────────────────╯                   │",
        ])
        #expect(TileFixtures.styles(frame.grid, row: 6).contains(String(repeating: "S", count: 19)), "30 minutes highlighted")
        #expect(TileFixtures.styles(frame.grid, row: 10).contains(String(repeating: "a", count: 19)), "End of item marked")
    }

    @Test func anItemWithoutChaptersIsNotOfferedTheirEnd() {
        #expect(SleepMenu.entries(info(chapters: false)).map(\.label)
                == ["Off", "15 minutes", "30 minutes", "45 minutes", "1 hour", "1 h 30 min", "End of item"])
        #expect(SleepMenu.entries(info()).map(\.command).last == .sleep(.endOfChapter))
    }

    @Test func theBadgeCountsDownFromTheSnapshotAndStandsStillWhilePaused() {
        let timed = info(sleep: SleepTimerInfo(kind: .timed, remaining: 1800, rate: 1))
        #expect(SleepMenu.badge(timed, now: now, unicode: true) == "☾ 30:00")
        #expect(SleepMenu.badge(timed, now: now + 61.5, unicode: true) == "☾ 28:59")
        #expect(SleepMenu.badge(timed, now: now + 2000, unicode: false) == "sleep 0:00")
        #expect(abs((SleepMenu.nextSecond(timed, now: now + 61.5) ?? 0) - (now + 62.002)) < 1e-9, "as 28:59 becomes 28:58")
        let paused = info(sleep: SleepTimerInfo(kind: .timed, remaining: 1800, rate: 0))
        #expect(SleepMenu.badge(paused, now: now + 600, unicode: true) == "☾ 30:00")
        #expect(SleepMenu.nextSecond(paused, now: now) == nil, "nothing to redraw while it stands still")
        let unknown = info(sleep: SleepTimerInfo(kind: .endOfChapter, remaining: nil, rate: 1))
        #expect(SleepMenu.badge(unknown, now: now, unicode: true) == "☾ end of chapter")
        #expect(SleepMenu.badge(info(), now: now, unicode: true) == nil)
    }

    @Test func theBadgeSitsOnTheCardsTopEdge() {
        let state = TileState(info: info(sleep: SleepTimerInfo(kind: .timed, remaining: 754.2, rate: 1)), now: now + 10)
        let frame = TileFixtures.render(state)
        #expect(frame.grid.lines[2] == "╭─ Now Playing ────────────────────────────────── ☾ 12:25 ─╮", "744.2 s left, rounded up")
        #expect(TileFixtures.render(state, ascii: true).grid.lines[2].hasSuffix("sleep 12:25 -+"))
    }

    @Test func zOpensItOnTheTimerSetAndEnterSendsTheChoice() {
        let target = RecordingSource()
        let controller = target.controller(info())
        controller.handle(.key(KeyName(.character("Z"))), now: now)
        #expect(controller.overlay == .sleepMenu(highlighted: 0), "opens on Off: no timer runs")
        controller.handle(.key(KeyName(.named(.down))), now: now)
        controller.handle(.key(KeyName(.named(.down))), now: now)
        controller.handle(.key(KeyName(.named(.enter))), now: now)
        #expect(target.commands == [.sleep(.after(1800))])
        #expect(controller.overlay == .none)
        controller.handle(.key(KeyName(.character("Z"))), now: now)
        controller.handle(.key(KeyName(.character("Z"))), now: now)
        #expect(controller.overlay == .none, "its key closes it again")
    }

    @Test func theTileRedrawsEachSecondOfTheCountdownOnlyWhileItRuns() {
        let target = RecordingSource()
        var paused = info(sleep: SleepTimerInfo(kind: .timed, remaining: 100.25, rate: 0))
        paused.state = .paused
        paused.rate = 0
        let controller = target.controller(paused)
        #expect(controller.nextDeadline(now: now) == nil)
        var running = info(sleep: SleepTimerInfo(kind: .timed, remaining: 100.25, rate: 1))
        running.duration = nil
        running.isLive = true
        let live = target.controller(running)
        #expect(live.nextDeadline(now: now).map { abs($0 - (now + 0.252)) < 1e-9 } == true, "the badge's next second")
    }
}
