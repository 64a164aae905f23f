import NowPlaying

/// The plain one-line status printed when there is no terminal interface.
enum StatusLine {
    static func text(_ info: NowPlayingInfo) -> String {
        let symbol = switch info.state {
        case .playing: "▶"
        case .paused: "❚❚"
        case .stopped: "■"
        case .interrupted: "…"
        }
        let who = [info.metadata.artist, info.metadata.album].compactMap { $0 }.joined(separator: " — ")
        let title = info.metadata.title ?? ""
        let time = [info.elapsed.map(clock), info.duration.map(clock)].compactMap { $0 }.joined(separator: " / ")
        return [symbol, title, who.isEmpty ? nil : "· \(who)", time, info.ad != nil ? "[ad]" : nil,
                info.error.map { "error: \($0)" }]
            .compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: "  ")
    }

    static func clock(_ seconds: Double) -> String {
        let total = Int(max(0, seconds))
        let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
        let ss = s < 10 ? "0\(s)" : "\(s)"
        if h > 0 { return "\(h):\(m < 10 ? "0" : "")\(m):\(ss)" }
        return "\(m):\(ss)"
    }
}
