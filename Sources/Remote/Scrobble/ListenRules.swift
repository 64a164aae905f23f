import Library
import NowPlaying

/// What the listen rules decide, in the order they decide it.
public enum ScrobbleEvent: Equatable, Sendable {
    /// An item started playing: the services' "playing now".
    case playingNow(ListenTrack)
    /// An item played past the threshold: a listen, started at Unix second `listenedAt`.
    case listen(ListenTrack, listenedAt: Int)
}

/// The rules ListenBrainz and Last.fm define, over the published snapshots alone.
///
/// - "Playing now" once per play, when the item first plays outside an ad or interstitial.
/// - A listen once the play has *played* half the item's length or 4 minutes, whichever comes
///   first, for items longer than 30 s. Played is the wall time spent playing times the rate
///   (content seconds moved through at the speed chosen); pauses, ads, interstitials and
///   buffering count nothing, and neither does a seek: a jump forward is not listening.
/// - Once per play: a repeat of the item (its position back at the start) is a new play; a
///   seek back within a play is not.
/// - Never for excluded items, items without an artist or title, or live streams: a stream has
///   no length to take half of, and its titles do not say when a song began, so a stream gets
///   "playing now" for each title it announces and no listens.
///
/// Pure: it reads snapshots and times it is given (monotonic seconds as in `uptime`), so a
/// test drives it with a fake clock. The owner arms one timer for `deadline`.
public struct ListenRules: Sendable {
    /// Items this long or shorter are never listens (both services' rule).
    public static let minimumLength = 30.0
    /// A play counts as a listen after this much, or half its length if that is less.
    public static let maximumThreshold = 240.0

    private struct Play {
        let key: PlayKey
        var track: ListenTrack?
        var startedAt: Double?
        var played = 0.0
        var announced = false
        var listened = false
        /// Where the last snapshot left it: its time, and whether (and how fast) it was playing.
        var anchor: Double
        var rate = 0.0
        /// The last position a snapshot gave, when, and how fast it moved then.
        var position: (elapsed: Double, at: Double, rate: Double)?
        var threshold: Double?
    }

    /// What tells one play's item from the next: its queue entry and location, and for a stream
    /// the title it announces.
    private struct PlayKey: Equatable {
        let itemID: Int?
        let path: String
        let streamTitle: String?
    }

    private let exclusions: ScrobbleExclusions
    private var play: Play?

    /// Rules that never publish what `exclusions` names.
    public init(exclusions: ScrobbleExclusions = .none) {
        self.exclusions = exclusions
    }

    /// Takes a new snapshot; returns what it decided.
    public mutating func observe(_ info: NowPlayingInfo) -> [ScrobbleEvent] {
        var events = advance(to: info.uptime)
        guard let path = info.path, info.state != .stopped else {
            play = nil
            return events
        }
        let key = PlayKey(itemID: info.queueItemID, path: path, streamTitle: Self.isStream(info) ? info.metadata.title : nil)
        if var current = play, current.key == key, !Self.restarted(from: current, to: info) {
            current.anchor = info.uptime
            play = current
        } else {
            play = Play(key: key, anchor: info.uptime)
        }
        update(with: info)
        if let announcement = announce() { events.append(announcement) }
        return events
    }

    /// Brings the count up to monotonic time `now` (the timer for `deadline` fired).
    public mutating func tick(now: Double) -> [ScrobbleEvent] {
        advance(to: now)
    }

    /// Monotonic time at which the play reaches its threshold if it goes on as it is; nil when
    /// nothing is counting (paused, stopped, an ad, a listen already kept, an item that is none).
    public var deadline: Double? {
        guard let play, !play.listened, play.rate > 0, play.track != nil, let threshold = play.threshold else { return nil }
        return play.anchor + max(0, threshold - play.played) / play.rate
    }

    private mutating func advance(to now: Double) -> [ScrobbleEvent] {
        guard var current = play else { return [] }
        current.played += current.rate * max(0, now - current.anchor)
        current.anchor = max(current.anchor, now)
        var events: [ScrobbleEvent] = []
        if !current.listened, let threshold = current.threshold, current.played >= threshold - 1e-6,
           let track = current.track, let startedAt = current.startedAt {
            current.listened = true
            events.append(.listen(track, listenedAt: Int(startedAt)))
        }
        play = current
        return events
    }

    /// Reads what the snapshot says of the play: its track, whether it counts now, its threshold.
    private mutating func update(with info: NowPlayingInfo) {
        guard var current = play else { return }
        let counting = info.state == .playing && info.ad == nil && info.interstitial == nil && info.buffering == nil
        current.rate = counting ? max(0, info.rate) : 0
        if let elapsed = info.elapsed { current.position = (elapsed, info.uptime, max(0, info.rate)) }
        if !current.listened {
            current.track = track(of: info)
            current.threshold = Self.threshold(of: info)
        }
        if counting, current.startedAt == nil { current.startedAt = info.timestamp }
        play = current
    }

    private mutating func announce() -> ScrobbleEvent? {
        guard var current = play, !current.announced, current.startedAt != nil, current.rate > 0,
              let track = current.track else { return nil }
        current.announced = true
        play = current
        return .playingNow(track)
    }

    private func track(of info: NowPlayingInfo) -> ListenTrack? {
        guard let artist = Self.nonEmpty(info.metadata.artist), let title = Self.nonEmpty(info.metadata.title),
              !exclusions.excludes(location: info.path, genre: info.metadata.genre) else { return nil }
        let duration = info.duration.flatMap { $0.isFinite && $0 > 0 ? Int($0.rounded()) : nil }
        return ListenTrack(artist: artist, title: title, album: Self.nonEmpty(info.metadata.album),
                           duration: Self.isStream(info) ? nil : duration, path: info.path)
    }

    private static func threshold(of info: NowPlayingInfo) -> Double? {
        guard !isStream(info), let duration = info.duration, duration.isFinite, duration > minimumLength else { return nil }
        return min(duration / 2, maximumThreshold)
    }

    private static func isStream(_ info: NowPlayingInfo) -> Bool {
        info.isLive || info.duration == nil
    }

    /// Whether the same entry started over (repeat, or "previous" restarting it): its position
    /// is back within the first second from later on.
    private static func restarted(from play: Play, to info: NowPlayingInfo) -> Bool {
        guard let before = play.position, let now = info.elapsed else { return false }
        let reached = before.elapsed + before.rate * max(0, info.uptime - before.at)
        return now < 1 && reached >= now + 1
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, text.contains(where: { !$0.isWhitespace }) else { return nil }
        return text
    }
}
