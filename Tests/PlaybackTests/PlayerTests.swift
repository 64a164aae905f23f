import Playback
import Testing
import TestSupport

@Suite struct PlayerTests {
    @Test func durationMatchesFFprobeWithin50Milliseconds() throws {
        let path = try Fixtures.tone(seconds: 20)
        let harness = try PlayerHarness()
        try harness.player.observe([.duration])
        try harness.play(path)
        guard case let .duration(duration)? = harness.player.current(.duration), let duration else {
            Issue.record("no duration"); return
        }
        #expect(abs(duration - (try Fixtures.probeDuration(path))) < 0.05)
    }

    @Test(arguments: [("Test Tone", "Test Artist", "Seeds"), ("굉장한 노래", "아티스트", "앨범"), ("素晴らしい曲", "歌手", "アルバム")])
    func tagsAreReadInAnyScript(title: String, artist: String, album: String) throws {
        let path = try Fixtures.tone(seconds: 2, title: title, artist: artist, album: album)
        let harness = try PlayerHarness()
        try harness.player.observe([.metadata])
        try harness.play(path)
        guard case let .metadata(tags)? = harness.player.current(.metadata) else {
            Issue.record("no metadata"); return
        }
        #expect(tags["title"] == title)
        #expect(tags["artist"] == artist)
        #expect(tags["album"] == album)
    }

    // Seeks while playing: ao=null reports a paused position 0.2 s behind, its simulated buffer.
    @Test func anExactSeekLandsWithinATenthOfASecond() throws {
        let harness = try PlayerHarness()
        try harness.play(try Fixtures.tone(seconds: 20))
        try harness.player.seek(to: 12.3)
        try harness.waitFor { $0 == .playbackRestarted }
        guard case let .timePosition(position)? = harness.player.current(.timePosition), let position else {
            Issue.record("no position"); return
        }
        #expect(abs(position - 12.3) < 0.1)
    }

    @Test func speedAndPauseChangesComeBackAsEvents() throws {
        let harness = try PlayerHarness()
        try harness.player.observe([.speed, .pause])
        try harness.play(try Fixtures.tone(seconds: 5))
        try harness.player.setSpeed(1.5)
        try harness.waitFor { $0 == .propertyChanged(.speed(1.5)) }
        try harness.player.setPaused(true)
        try harness.waitFor { $0 == .propertyChanged(.paused(true)) }
        try harness.player.setPaused(false)
        try harness.waitFor { $0 == .propertyChanged(.paused(false)) }
    }

    @Test func theEmbeddedCoverComesBackFromScreenshotRaw() throws {
        let harness = try PlayerHarness()
        try harness.play(try Fixtures.tone(seconds: 3, cover: true))
        let image = try harness.player.screenshotRaw()
        #expect(image.width == 300)
        #expect(image.height == 300)
        #expect(image.bytes.count >= image.stride * image.height)
        #expect(image.rgba().count == 300 * 300 * 4)
    }

    @Test func aScreenshotAskedForWithoutWaitingComesAsAnEventWithItsTicket() throws {
        let harness = try PlayerHarness()
        try harness.play(try Fixtures.tone(seconds: 3, cover: true))
        try harness.player.requestScreenshot(ticket: 42)
        let event = try harness.waitFor { if case .screenshotTaken = $0 { true } else { false } }
        guard case let .screenshotTaken(ticket, result) = event else { return }
        #expect(ticket == 42)
        let image = try result.get()
        // The same picture as a waiting screenshot (mpv leaves bgr0's padding byte undefined).
        #expect(image.rgba() == (try harness.player.screenshotRaw()).rgba())
        #expect(image.width == 300 && image.height == 300)
    }

    @Test func withoutCoverArtTheScreenshotEventCarriesTheError() throws {
        let harness = try PlayerHarness()
        try harness.play(try Fixtures.tone(seconds: 3))
        try harness.player.requestScreenshot(ticket: 7)
        let event = try harness.waitFor { if case .screenshotTaken = $0 { true } else { false } }
        guard case let .screenshotTaken(ticket, .failure(error)) = event else {
            Issue.record("a picture came without cover art: \(event)")
            return
        }
        #expect(ticket == 7)
        #expect(error.code < 0)
    }

    @Test func withoutCoverArtScreenshotRawThrows() throws {
        let harness = try PlayerHarness()
        try harness.play(try Fixtures.tone(seconds: 3))
        #expect(throws: MPVError.self) { try harness.player.screenshotRaw() }
    }

    @Test func aFilePlaysToItsEndUntimedInUnderASecondOfWork() throws {
        let harness = try PlayerHarness(untimed: true)
        try harness.player.load(try Fixtures.tone(seconds: 20))
        #expect(try harness.waitForEnd(timeout: 10) == .endOfFile)
    }
}
