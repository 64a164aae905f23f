import Commands

/// The sleep timer's arithmetic: what it waits for, how much is left, when it next needs the
/// loop, and how loud the last `fadeSeconds` play. It changes nothing itself: the session
/// carries out what it says (the volume, the pause).
final class SleepTimer {
    /// What the session knows at one moment, read once.
    struct Moment {
        var now: Double
        var playing: Bool
        /// The primary's media time.
        var media: Double?
        var speed: Double
        /// The item's media duration, once known.
        var itemEnd: Double?
        /// Media times where the item's chapters start.
        var chapterStarts: [Double]
    }

    /// What is due at a moment.
    enum Due: Equatable {
        case nothing
        /// Set the volume to this percentage.
        case fade(Double)
        /// Pause now (and land on the chapter's end, when given), then restore the volume.
        case pause(landingAt: Double?)
    }

    private enum Mode {
        /// Seconds of playback left at `since` (nil: not playing then).
        case timed(left: Double, since: Double?)
        case endOfItem
        /// The chapter aimed at: where it starts and ends, in media time.
        case endOfChapter(start: Double, end: Double?)
    }

    /// The last seconds, over which the volume falls to nothing.
    static let fadeSeconds = 10.0
    /// The volume falls in steps this long: 20 steps over the fade.
    static let fadeStep = 0.5
    /// A chapter end counts as crossed when playback is past it by less than this; further is a seek.
    static let crossingWindow = 1.0

    /// Called once the timer has paused playback.
    var onSleep: (() -> Void)?
    private var mode: Mode?
    /// The volume before the fade began, restored once the timer is over.
    private(set) var fadeFrom: Double?

    /// Whether a timer runs.
    var isArmed: Bool { mode != nil }

    /// Whether the timer pauses where an item ends: the next must then not be queued ahead.
    var stopsAtItemEnd: Bool {
        switch mode {
        case .endOfItem?, .endOfChapter?: true
        case .timed?, nil: false
        }
    }

    /// Sets the timer (or turns it off); the volume to restore is handed back when a fade was under way.
    func arm(_ request: SleepTimerRequest, at moment: Moment) -> Double? {
        let restore = fadeFrom
        fadeFrom = nil
        switch request {
        case let .after(seconds): mode = .timed(left: seconds, since: moment.playing ? moment.now : nil)
        case .endOfItem: mode = .endOfItem
        case .endOfChapter: mode = Self.chapter(around: moment)
        case .off: mode = nil
        }
        return restore
    }

    /// Turns the timer off; the volume to restore is handed back when a fade was under way.
    func disarm() -> Double? {
        defer {
            mode = nil
            fadeFrom = nil
        }
        return fadeFrom
    }

    /// Keeps the count of playback and the chapter aimed at up to date; called whenever the
    /// session's state may have changed.
    func follow(_ moment: Moment) {
        switch mode {
        case let .timed(left, since):
            let spent = since.map { moment.now - $0 } ?? 0
            mode = .timed(left: left - spent, since: moment.playing ? moment.now : nil)
        case let .endOfChapter(start, end):
            // A seek out of the chapter aims at the one sought to; a crossing of its end is the timer's moment.
            guard let media = moment.media else { return }
            let outside = media < start - Self.crossingWindow || end.map { media > $0 + Self.crossingWindow } ?? false
            if outside { mode = Self.chapter(around: moment) }
        case .endOfItem?, nil:
            break
        }
    }

    /// What the timer shows at a moment.
    func info(_ moment: Moment) -> SleepTimerInfo? {
        guard let mode else { return nil }
        let kind: SleepTimerInfo.Kind = switch mode {
        case .timed: .timed
        case .endOfItem: .endOfItem
        case .endOfChapter: .endOfChapter
        }
        return SleepTimerInfo(kind: kind, remaining: remaining(moment), rate: rate(moment))
    }

    /// Seconds of the clock until the timer pauses playback, at a moment (the end of an item
    /// or chapter comes sooner at a faster speed); nil while not known.
    func remaining(_ moment: Moment) -> Double? {
        switch mode {
        case let .timed(left, since)?: return left - (since.map { moment.now - $0 } ?? 0)
        case .endOfItem?: return until(moment.itemEnd, moment)
        case let .endOfChapter(_, end)?: return until(end ?? moment.itemEnd, moment)
        case nil: return nil
        }
    }

    private func until(_ end: Double?, _ moment: Moment) -> Double? {
        guard let end, let media = moment.media, moment.speed > 0 else { return nil }
        return (end - media) / moment.speed
    }

    /// How fast the time left falls: it is in seconds of the clock, whatever the speed.
    private func rate(_ moment: Moment) -> Double {
        moment.playing ? 1 : 0
    }

    /// What is due at a moment: a step of the fade, the pause, or nothing. The item's own end
    /// is not the timer's to act on: the session stops there when the item ends.
    func due(_ moment: Moment, volume: Double) -> Due {
        guard moment.playing, let left = remaining(moment) else { return .nothing }
        if left <= Self.epsilon {
            switch mode {
            case .timed?: return .pause(landingAt: nil)
            case let .endOfChapter(_, end?)?: return .pause(landingAt: end)
            default: break
            }
        }
        guard left <= Self.fadeSeconds + Self.epsilon else { return .nothing }
        if fadeFrom == nil { fadeFrom = volume }
        let level = (fadeFrom ?? volume) * Double(Self.steps(left)) * Self.fadeStep / Self.fadeSeconds
        return level == volume ? .nothing : .fade(level)
    }

    /// When the timer next needs the loop, in monotonic seconds: the start of the fade, its
    /// next step, or the end; nil while paused or with nothing ahead (the item's own end).
    /// `margin` is added to moments read from media time, which moves in steps.
    func deadline(_ moment: Moment, margin: Double) -> Double? {
        guard moment.playing, let left = remaining(moment) else { return nil }
        let isTimed = if case .timed? = mode { true } else { false }
        let pad = isTimed ? 0 : margin
        if left > Self.fadeSeconds + Self.epsilon { return moment.now + left - Self.fadeSeconds + pad }
        let stepsLeft = Self.steps(left)
        guard stepsLeft > 0 else {
            // At the end: the item's is the session's; a chapter's or the time's is due now.
            if case .endOfItem? = mode { return nil }
            if case .endOfChapter(_, nil)? = mode { return nil }
            return moment.now
        }
        let next = Double(stepsLeft - 1) * Self.fadeStep
        return moment.now + left - next + pad
    }

    /// Steps of the fade still to fall at `left` seconds: 20 at the start, 0 at the end.
    private static func steps(_ left: Double) -> Int {
        max(0, Int(((left - epsilon) / fadeStep).rounded(.up)))
    }

    /// Clock arithmetic lands a hair off its marks.
    private static let epsilon = 1e-6

    /// The chapter playing at a moment, or the item's remainder without chapters (its end
    /// is then the item's).
    private static func chapter(around moment: Moment) -> Mode {
        let media = moment.media ?? 0
        let start = moment.chapterStarts.last { $0 <= media + epsilon } ?? 0
        let end = moment.chapterStarts.first { $0 > media + epsilon }
        return .endOfChapter(start: start, end: end)
    }
}
