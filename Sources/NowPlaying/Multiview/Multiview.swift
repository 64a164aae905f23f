import Commands
import Playback

/// One session over several players showing the same content (the multi-view race): the
/// session drives view 1's player, and every other view follows it — pause, speed and seeks
/// mirrored, drift corrected. Only the focused view is heard; volume and mute are the person's
/// and every view follows view 1's, so the session shows the heard view's sound. Drift is corrected by small
/// speed nudges; a seek only for a view that is not heard (and so cannot glitch audibly).
public final class Multiview {
    /// The session over view 1's player.
    public let session: NowPlayingSession
    /// The players of views 2 and on.
    public let followers: [PlayerDriving]
    /// The 0-based view heard.
    public private(set) var focus = 0
    /// Whether the focused view fills the picture area.
    public private(set) var isEnlarged = false
    /// The last drifts measured, in seconds ahead of view 1, one per follower.
    public private(set) var drifts: [Double]
    private let names: [String]
    private var mirrored: (paused: Bool, speed: Double, volume: Double, muted: Bool)?
    /// Seconds until the next drift check: short after a correction, longer while in step.
    private var checkInterval = Multiview.shortestCheck

    /// Views that differ by less than this are in step (half a frame at 30 fps).
    public static let inStep = 1.0 / 60
    /// A view this far off is sought to view 1 when it is not heard.
    public static let seekBeyond = 0.5
    /// The most a nudge changes a heard view's speed, as a fraction (its pitch is kept, but more
    /// would be heard).
    public static let largestNudge = 0.05
    /// The most a nudge changes the speed of a view not heard: at 5 % the 0.4 s the views start
    /// apart took 8 s to make up (case 17); nothing of a silent view's speed is heard.
    public static let largestSilentNudge = 0.5
    static let shortestCheck = 0.25, longestCheck = 4.0

    /// The session over view 1 and the players of the others; `names` name every view.
    public init(session: NowPlayingSession, followers: [PlayerDriving], names: [String]) {
        self.session = session
        self.followers = followers
        self.names = names
        drifts = Array(repeating: 0, count: followers.count)
    }

    /// Every player, view 1's first.
    public var players: [PlayerDriving] { [session.primary] + followers }

    /// Loads each follower's item, paused and not heard until view 1 plays, and plays `first`
    /// in the session.
    public func play(first: MediaItem, others: [String]) throws(MPVError) {
        for (player, url) in zip(followers, others) {
            try player.setHeard(false)
            try player.setPaused(true)
            try player.load(url)
        }
        publishViews()
        session.play(items: [first])
    }

    /// View 1's player had events (handled by the session): its pause, speed, volume and mute
    /// go to the others, and after a seek (playback restarted) they go to where it is.
    public func primaryDidChange(_ events: [PlayerEvent]) {
        let primary = session.primary
        guard case let .paused(paused)? = primary.current(.pause), case let .speed(speed)? = primary.current(.speed),
              case let .volume(volume)? = primary.current(.volume), case let .muted(muted)? = primary.current(.mute) else {
            return
        }
        if mirrored?.paused != paused || mirrored?.speed != speed || mirrored?.volume != volume || mirrored?.muted != muted {
            for follower in followers {
                try? follower.setPaused(paused)
                try? follower.setSpeed(speed)
                try? follower.setVolume(volume)
                try? follower.setMuted(muted)
            }
            mirrored = (paused, speed, volume, muted)
            checkInterval = Self.shortestCheck
        }
        if events.contains(.playbackRestarted), let time = primary.timePosition {
            for follower in followers { try? follower.seek(to: time) }
            checkInterval = Self.shortestCheck
        }
    }

    /// When the next drift check is due, in seconds from now; nil while paused (no timer then).
    public var nextCheck: Double? {
        guard mirrored?.paused == false else { return nil }
        return checkInterval
    }

    /// Reads every view's time-pos and corrects the followers: a speed nudge proportional to
    /// the drift, or a seek for a view far off that is not heard. Each follower's clock is read
    /// between two reads of view 1's, and compared with their middle: each read is a round trip
    /// to another mpv, and on a loaded machine the time between two of them read as a frame of
    /// drift, nudged for ever.
    public func correctDrift() {
        guard var before = session.primary.timePosition, let base = mirrored?.speed else { return }
        var corrected = false
        for (index, follower) in followers.enumerated() {
            guard let time = follower.timePosition, let after = session.primary.timePosition else { continue }
            defer { before = after }
            let reference = (before + after) / 2, drift = time - reference
            drifts[index] = drift
            let heard = focus == index + 1
            if abs(drift) > Self.seekBeyond, !heard {
                try? follower.seek(to: reference)
                corrected = true
            } else if abs(drift) > Self.inStep {
                // Made up within about a second: the nudge is the drift, bounded.
                let bound = heard ? Self.largestNudge : Self.largestSilentNudge
                let nudge = max(-bound, min(bound, drift))
                try? follower.setSpeed(base * (1 - nudge))
                corrected = true
            } else {
                try? follower.setSpeed(base)
            }
        }
        checkInterval = corrected ? Self.shortestCheck : min(Self.longestCheck, checkInterval * 2)
    }

    /// `view N`: the 0-based view `index` is heard (and enlarged, when enlarging is on).
    public func setFocus(_ index: Int) -> RemoteCommandStatus {
        guard players.indices.contains(index) else { return .noSuchContent }
        focus = index
        for (position, player) in players.enumerated() { try? player.setHeard(position == index) }
        publishViews()
        return .success
    }

    /// `view-enlarge`: the focused view fills the picture area, or shares it again.
    public func toggleEnlarged() {
        isEnlarged.toggle()
        publishViews()
    }

    private func publishViews() {
        session.multiview = MultiviewInfo(views: names, focus: focus, isEnlarged: isEnlarged)
        session.publishChanges()
    }
}
