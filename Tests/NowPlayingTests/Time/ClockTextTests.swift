import NowPlaying
import Testing

/// Times as every view writes them: the status line, the tile, notices.
@Suite struct ClockTextTests {
    @Test func longTimesShowHours() {
        #expect(ClockText.of(3725) == "1:02:05")
        #expect(ClockText.of(59.9) == "0:59")
        #expect(ClockText.of(-3) == "0:00")
    }

    @Test func noNumberIsDashesNotACrash() {
        #expect(ClockText.of(.infinity) == "--:--")
        #expect(ClockText.of(.nan) == "--:--")
    }
}
