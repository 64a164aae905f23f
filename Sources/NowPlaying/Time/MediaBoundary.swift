/// Where a range of media time ends, as mpv reports it.
enum MediaBoundary {
    /// How close to a range's end a position counts as past it: mpv reports a seek to 5.0
    /// as 4.9999997, and "Skip Ad" or "Skip Intro" must not leave playback inside the range.
    static let tolerance = 0.001

    /// Whether `time` lies in [start, end), the last `tolerance` excluded.
    static func contains(_ time: Double, start: Double, end: Double) -> Bool {
        time >= start && time < end - tolerance
    }
}
