import NowPlaying

/// The one-line summary `playdeck status` prints without `--format`:
/// `▶ Magnificent · Test Artist — Seeds  0:42 / 3:20  1.25×`.
public enum StatusSummary {
    /// The summary of a snapshot (extrapolate it first).
    public static func line(_ s: StatusJSON) -> String {
        guard s.path != nil || s.title != nil else {
            return "\(StatusTemplate.icon(s.state)) nothing playing" + (s.error.map { "  error: \($0)" } ?? "")
        }
        let who = [s.artist, s.album].compactMap { $0 }.joined(separator: " — ")
        var parts = [StatusTemplate.icon(s.state) + " " + (s.title ?? "")]
        if !who.isEmpty { parts[0] += " · " + who }
        let time = [s.elapsed.map(ClockText.of), s.isLive ? "LIVE" : s.duration.map(ClockText.of)]
            .compactMap { $0 }.joined(separator: " / ")
        if !time.isEmpty { parts.append(time) }
        if let buffering = s.buffering { parts.append("buffering \(buffering)%") }
        if s.speed != "1×" { parts.append(s.speed) }
        if s.inAd { parts.append("[ad]") }
        if s.muted { parts.append("[muted]") }
        if let error = s.error { parts.append("error: \(error)") }
        if let pip = s.pictureInPicture {
            parts.append("[PiP \(StatusTemplate.icon(pip.state)) \(pip.title)\(pip.elapsed.map { " " + ClockText.of($0) } ?? "")]")
        }
        return parts.joined(separator: "  ")
    }
}
