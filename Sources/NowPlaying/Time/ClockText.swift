/// A time as a person reads it on a player: m:ss, or h:mm:ss from an hour on.
public enum ClockText {
    /// `seconds` (rounded down; negative as 0) as m:ss or h:mm:ss; "--:--" for no number.
    public static func of(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "--:--" }
        let total = Int(max(0, seconds).rounded(.down))
        let (hours, minutes, rest) = (total / 3600, total / 60 % 60, total % 60)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))"
    }
}
