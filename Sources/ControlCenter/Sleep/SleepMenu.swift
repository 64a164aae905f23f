import Commands
import NowPlaying

/// The sleep timer's menu: off, a few lengths, the end of the item and of the chapter; what
/// the timer waits for now marked. Choosing a row sends `sleep …`.
enum SleepMenu {
    /// The menu's title.
    static let title = "Sleep"

    /// The lengths offered, in minutes.
    static let minutes = [15, 30, 45, 60, 90]

    /// The rows for a snapshot; the end of the chapter only for an item with chapters.
    static func entries(_ info: NowPlayingInfo?) -> [TrackMenuEntry] {
        let kind = info?.sleepTimer?.kind
        var entries = [TrackMenuEntry(label: "Off", isSelected: kind == nil, command: .sleep(.off))]
        entries += minutes.map { TrackMenuEntry(label: label(minutes: $0), isSelected: false, command: .sleep(.after(Double($0 * 60)))) }
        entries.append(TrackMenuEntry(label: "End of item", isSelected: kind == .endOfItem, command: .sleep(.endOfItem)))
        if info?.chapters.isEmpty == false {
            entries.append(TrackMenuEntry(label: "End of chapter", isSelected: kind == .endOfChapter,
                                          command: .sleep(.endOfChapter)))
        }
        return entries
    }

    private static func label(minutes: Int) -> String {
        minutes < 60 ? "\(minutes) minutes" : minutes % 60 == 0 ? "\(minutes / 60) hour" : "\(minutes / 60) h \(minutes % 60) min"
    }

    /// The time left as the tile's edge shows it: "☾ 29:12", "☾ end of item"; nil without a timer.
    static func badge(_ info: NowPlayingInfo?, now: Double, unicode: Bool) -> String? {
        guard let info, let timer = info.sleepTimer else { return nil }
        let moon = unicode ? "☾" : "sleep"
        if let left = info.sleepRemaining(at: now) { return "\(moon) \(TimeText.format(left.rounded(.up)))" }
        return timer.kind == .endOfChapter ? "\(moon) end of chapter" : "\(moon) end of item"
    }

    /// When the badge's second changes by itself; nil while it stands still.
    static func nextSecond(_ info: NowPlayingInfo?, now: Double) -> Double? {
        guard let info, let timer = info.sleepTimer, timer.rate > 0, let left = info.sleepRemaining(at: now), left > 0 else {
            return nil
        }
        // The badge rounds up: it changes as the time left crosses a whole second.
        let fraction = left - left.rounded(.down)
        return now + (fraction == 0 ? 1 : fraction) / timer.rate + 0.002
    }
}
