import NowPlaying
import Settings
import Testing
@testable import ControlCenter

/// Notices from the program in the tile: one after another, not covered by "Now playing", and
/// paths cut to file names (NoticeViewTests: how they wrap on screen).
@Suite struct NoticeTests {
    let now = TileFixtures.now

    func controller() -> TileController {
        let controller = RecordingSource().controller()
        return controller
    }

    @Test func feedbackShowsAtOnceInPlaceOfTheFeedbackBeforeIt() {
        let tile = controller()
        for (index, volume) in [85, 90, 95, 100].enumerated() {
            tile.receive(.feedback("Volume \(volume)%"), now: now + Double(index) * 0.1)
            #expect(tile.state(now: now + Double(index) * 0.1).toast == "Volume \(volume)%", "not queued behind the one before")
        }
        #expect(tile.state(now: now + 3.2).toast == "Volume 100%")
        tile.timeDidPass(now: now + 3.4)
        #expect(tile.state(now: now + 3.4).toast == nil, "gone a few seconds after the last, nothing left waiting")
        #expect(tile.nextDeadline(now: now + 3.4).map { $0 > now + 4 } ?? true)
    }

    @Test func feedbackGoesThroughTheSanitizer() {
        let tile = controller()
        tile.receive(.feedback("Bookmark '\u{1B}]0;x\u{07}Here' added"), now: now)
        #expect(tile.state(now: now).toast?.unicodeScalars.contains { $0.value < 0x20 } == false)
    }

    @Test func theNextItemsNowPlayingWaitsForANotice() {
        let tile = controller()
        tile.notify("bad.mp3: cannot play: unrecognized file format (skipped)", now: now)
        var next = TileFixtures.info(title: "Second Song")
        next.queueIndex = 1
        next.path = "/music/second.mp3"
        tile.show(next, now: now + 0.1)
        #expect(tile.state(now: now + 0.1).toast == "bad.mp3: cannot play: unrecognized file format (skipped)")
    }

    @Test func noticesShowOneAfterAnotherAndTheOverflowIsCounted() {
        let tile = controller()
        for index in 1...6 { tile.notify("problem \(index)", now: now) }
        var shown: [String] = []
        var time = now
        while let toast = tile.state(now: time).toast {
            if shown.last != toast { shown.append(toast) }
            guard let next = tile.nextDeadline(now: time) else { break }
            time = next
            tile.timeDidPass(now: time)
        }
        #expect(shown == ["problem 1", "problem 2", "problem 3",
                          "problem 4 (and 2 more, listed when PlayDeck ends)"])
    }

    @Test func aKeysAnswerStillShowsAtOnce() {
        let tile = controller()
        tile.notify("config reloaded", now: now)
        tile.say("Already at the fastest speed", now: now + 1)
        #expect(tile.state(now: now + 1).toast == "Already at the fastest speed")
    }

    @Test func elidingKeepsTheStartAndTheEnd() {
        let text = "missing.mp3: cannot play: loading failed (Cannot open file 'missing.mp3': No such file or directory)"
        let cut = DisplayWidth.elided(text, to: 60)
        #expect(DisplayWidth.of(cut) <= 60)
        #expect(cut.hasPrefix("missing.mp3: cannot play"))
        #expect(cut.hasSuffix("No such file or directory)"))
        #expect(cut.contains("…"))
        #expect(DisplayWidth.elided("short", to: 60) == "short")
        #expect(DisplayWidth.of(DisplayWidth.elided("굉장한 굉장한 굉장한 굉장한", to: 9)) <= 9, "wide characters are never split")
    }

    @Test func aPathBeforeTheReasonIsCutToTheFileName() {
        #expect(NoticeQueue.shortened("playdeck: /long/way/to/a.mp3: cannot play: loading failed (Cannot open file '/long/way/to/a.mp3': "
                               + "Permission denied) (skipped)")
                == "a.mp3: cannot play: loading failed (Cannot open file 'a.mp3': Permission denied) (skipped)")
        #expect(NoticeQueue.shortened("playdeck: config not reloaded: /home/me/c.toml:1:1: oops")
                == "config not reloaded: /home/me/c.toml:1:1: oops")
        #expect(NoticeQueue.shortened("playdeck: http://host/x.mp3: refused") == "http://host/x.mp3: refused")
        #expect(NoticeQueue.shortened("playdeck: /music/: no media files") == "/music/: no media files")
        #expect(NoticeQueue.shortened("playdeck: /m/\u{1B}[2Jx.mp3: bad") == "\u{FFFD}[2Jx.mp3: bad")
    }
}
