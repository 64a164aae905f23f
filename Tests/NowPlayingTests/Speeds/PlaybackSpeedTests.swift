import NowPlaying
import Testing

/// Speeds are named the way a person says them, and numbered from their rate.
@Suite struct PlaybackSpeedTests {
    @Test(arguments: [
        (2.5, "Two and a half times speed", "2.5×"), (1, "Normal speed", "1×"), (0.5, "Half speed", "0.5×"),
        (2, "Double speed", "2×"), (1.25, "One and a quarter times speed", "1.25×"),
        (1.5, "One and a half times speed", "1.5×"), (0.75, "Three quarter speed", "0.75×"),
        (3, "Three times speed", "3×"), (1.75, "One and three quarters times speed", "1.75×"),
        (1.1, "1.1 times speed", "1.1×"), (0.8, "0.8 times speed", "0.8×"), (25, "25 times speed", "25×"),
    ])
    func namesComeFromTheRate(rate: Double, name: String, numeric: String) {
        let speed = PlaybackSpeed(rate: rate)
        #expect(speed.localizedName == name)
        #expect(speed.localizedNumericName == numeric)
    }

    @Test func aGivenNameIsKeptAndTheNumericNameStillComesFromTheRate() {
        let speed = PlaybackSpeed(rate: 1.2, localizedName: "A little faster")
        #expect(speed.localizedName == "A little faster")
        #expect(speed.localizedNumericName == "1.2×")
    }

    @Test func numericNamesRoundToHundredthsKeepTheSignAndSurviveAbsurdRates() {
        #expect(PlaybackSpeed(rate: 1.125).localizedNumericName == "1.13×")
        #expect(PlaybackSpeed(rate: -0.5).localizedNumericName == "-0.5×")
        #expect(PlaybackSpeed(rate: .infinity).localizedName == "inf times speed")
        #expect(PlaybackSpeed(rate: 1e300).localizedNumericName == "1e+300×")
    }

    @Test func theSystemDefaultsAreHalfToDouble() {
        #expect(PlaybackSpeed.systemDefaultSpeeds.map(\.rate) == [0.5, 1, 1.25, 1.5, 2])
    }
}
