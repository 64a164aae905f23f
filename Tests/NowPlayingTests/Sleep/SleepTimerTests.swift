import Commands
import Testing
@testable import NowPlaying

/// The sleep timer's arithmetic alone: one deadline at the start of the fade, then one per
/// half-second step, none while paused; a chapter's end aimed at again after a seek.
@Suite struct SleepTimerTests {
    func moment(_ now: Double, playing: Bool = true, media: Double? = 0, speed: Double = 1, itemEnd: Double? = 600,
                chapters: [Double] = []) -> SleepTimer.Moment {
        SleepTimer.Moment(now: now, playing: playing, media: media, speed: speed, itemEnd: itemEnd, chapterStarts: chapters)
    }

    @Test func aTimedTimerWakesAtTheFadeThenAtEachStepAndPausesAtItsEnd() {
        let timer = SleepTimer()
        #expect(timer.arm(.after(60), at: moment(0)) == nil)
        #expect(timer.deadline(moment(0), margin: 0.01) == 50)
        #expect(timer.due(moment(49), volume: 80) == .nothing)
        #expect(timer.due(moment(50), volume: 80) == .nothing, "100 % at the fade's start")
        #expect(timer.deadline(moment(50), margin: 0.01) == 50.5)
        #expect(timer.due(moment(50.5), volume: 80) == .fade(76))
        #expect(timer.due(moment(59.75), volume: 80) == .fade(4))
        #expect(timer.deadline(moment(59.75), margin: 0.01) == 60)
        #expect(timer.due(moment(60), volume: 4) == .pause(landingAt: nil))
        #expect(timer.disarm() == 80, "the volume before the fade")
        #expect(!timer.isArmed)
    }

    @Test func pausedItStandsStillAndAsksForNothing() {
        let timer = SleepTimer()
        _ = timer.arm(.after(60), at: moment(0))
        timer.follow(moment(20, playing: false))
        #expect(timer.deadline(moment(500, playing: false), margin: 0) == nil)
        #expect(timer.remaining(moment(500, playing: false)) == 40)
        timer.follow(moment(500))
        #expect(timer.remaining(moment(510)) == 30)
        #expect(timer.info(moment(510)) == SleepTimerInfo(kind: .timed, remaining: 30, rate: 1))
    }

    @Test func theEndOfAnItemIsReadFromMediaTimeAtItsSpeedAndLeftToTheItemsEnd() {
        let timer = SleepTimer()
        _ = timer.arm(.endOfItem, at: moment(0, media: 100))
        #expect(timer.stopsAtItemEnd)
        #expect(timer.remaining(moment(0, media: 100, speed: 2)) == 250)
        #expect(timer.deadline(moment(0, media: 100, speed: 2), margin: 0.01) == 240.01, "the fade's start, in clock seconds")
        #expect(timer.info(moment(0, media: 100, speed: 2))?.rate == 1)
        #expect(timer.deadline(moment(0, media: 600), margin: 0.01) == nil, "the end itself is the item's")
        #expect(timer.due(moment(0, media: 600), volume: 5) == .fade(0))
    }

    @Test func theChapterAimedAtFollowsASeekButNotItsOwnEnd() {
        let timer = SleepTimer()
        let chapters = [0.0, 100, 200]
        _ = timer.arm(.endOfChapter, at: moment(0, media: 50, chapters: chapters))
        #expect(timer.remaining(moment(0, media: 50, chapters: chapters)) == 50)
        timer.follow(moment(0, media: 100.3, chapters: chapters))
        #expect(timer.due(moment(0, media: 100.3, chapters: chapters), volume: 0) == .pause(landingAt: 100), "crossed")
        _ = timer.arm(.endOfChapter, at: moment(0, media: 50, chapters: chapters))
        timer.follow(moment(0, media: 150, chapters: chapters))
        #expect(timer.remaining(moment(0, media: 150, chapters: chapters)) == 50, "sought into the next: its end")
        timer.follow(moment(0, media: 250, chapters: chapters))
        #expect(timer.remaining(moment(0, media: 250, chapters: chapters)) == 350, "the last chapter ends with the item")
    }
}
