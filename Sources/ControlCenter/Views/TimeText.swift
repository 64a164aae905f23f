import NowPlaying

/// Times as a person reads them: "0:42", "12:05", "1:02:03".
enum TimeText {
    /// Whole seconds, rounded down, as m:ss or h:mm:ss (the model's `ClockText`).
    static func format(_ seconds: Double) -> String {
        ClockText.of(seconds)
    }

    /// Time left, counted so that elapsed and remaining always add up to the duration.
    static func remaining(duration: Double, elapsed: Double) -> String {
        "-" + format(max(0, duration.rounded(.down) - max(0, elapsed).rounded(.down)))
    }

    /// An interval for a button label: "10", "2.5".
    static func interval(_ seconds: Double) -> String {
        seconds == seconds.rounded() && seconds < 1e9 ? String(Int(seconds)) : String(seconds)
    }
}
