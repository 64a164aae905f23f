import Commands
import Testing

@Suite struct ClockTimeTests {
    @Test func secondsAndClockTimesAreRead() {
        #expect(ClockTime.seconds("90") == 90)
        #expect(ClockTime.seconds("90.5") == 90.5)
        #expect(ClockTime.seconds("1:30") == 90)
        #expect(ClockTime.seconds("1:02:03.5") == 3723.5)
        #expect(ClockTime.seconds("0:00") == 0)
        #expect(ClockTime.seconds("100:00") == 6000)
    }

    @Test func anythingElseIsNil() {
        for text in ["", "-1", "1:60", "1:-2", "1::2", ":30", "1:30:", "1.5:30", "1:2:3:4", "abc", "inf", "nan", "1e3", "١٢", " 1"] {
            #expect(ClockTime.seconds(text) == nil, "\(text)")
        }
    }

    @Test func textIsClockTimeToTheHundredth() {
        #expect(ClockTime.text(0) == "0:00")
        #expect(ClockTime.text(9.5) == "0:09.50")
        #expect(ClockTime.text(90) == "1:30")
        #expect(ClockTime.text(3723.456) == "1:02:03.46")
        #expect(ClockTime.text(-4) == "0:00")
    }

    @Test func textReadsBackAsTheSameTime() {
        for seconds in [0, 0.01, 59.99, 61, 3599.5, 3600, 86399.75] {
            #expect(ClockTime.seconds(ClockTime.text(seconds)) == seconds, "\(seconds)")
        }
    }
}
