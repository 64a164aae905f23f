/// Picture in picture: a second session beside the main one (MPNowPlayingSession's several
/// sessions). One of the two is the active Now Playing session: it publishes, takes remote
/// commands and is heard. The other plays on in the active one's snapshots
/// (`pictureInPicture`), muted or paused as `inactive` says, and keeps its state for the swap back.
public final class PictureInPicture {
    /// What happens to the sound of the session that is not active.
    public enum Inactive: Sendable, Equatable {
        /// It plays on without sound.
        case mute
        /// It waits, paused.
        case pause
    }

    /// The session the program started with.
    public let main: NowPlayingSession
    /// The session in picture in picture.
    public let pip: NowPlayingSession
    /// What the inactive one does.
    public let inactive: Inactive
    private let infoCenter: NowPlayingInfoCenter
    /// What quieting a session changed, put back when it is active again.
    private var quieted: [ObjectIdentifier: Quieting] = [:]
    private var lastOther: NowPlayingInfo?

    private enum Quieting {
        case muted(was: Bool)
        case paused(resume: Bool)
    }

    /// Pairs `pip` with `main`, which is active; `pip` publishes nothing until swapped in.
    public init(main: NowPlayingSession, pip: NowPlayingSession, inactive: Inactive) {
        self.main = main
        self.pip = pip
        self.inactive = inactive
        infoCenter = main.infoCenter
        infoCenter.inactiveSession = pip
        for session in [main, pip] {
            session.onChangeWhileInactive = { [unowned self] in otherDidChange() }
        }
    }

    /// The session that publishes and is heard.
    public var active: NowPlayingSession { pip.isActive ? pip : main }
    /// The one shown in the corner.
    public var other: NowPlayingSession { pip.isActive ? main : pip }

    /// Plays `items` in picture in picture: quiet from its first moment when it is not active.
    public func play(_ items: [MediaItem]) {
        if !pip.isActive, quieted[ObjectIdentifier(pip)] == nil { quiet(pip, starting: true) }
        pip.play(items: items)
        otherDidChange()
    }

    /// Swaps the two: the other becomes the active Now Playing session (its snapshot is published
    /// at once) and is heard; the one that was active goes quiet in the corner.
    public func swap() {
        let (from, to) = (active, other)
        restore(to)
        quiet(from, starting: false)
        lastOther = from.makeSnapshot()
        infoCenter.pictureInPicture = lastOther
        infoCenter.inactiveSession = from
        to.becomeActiveIfPossible()
    }

    /// Ends picture in picture: its session stops, and the main one is the active one, heard.
    public func close() {
        pip.onQueueEnded = nil
        pip.onItemFailed = nil
        main.onChangeWhileInactive = nil
        pip.onChangeWhileInactive = nil
        infoCenter.pictureInPicture = nil
        infoCenter.inactiveSession = nil
        lastOther = nil
        restore(main)
        let wasActive = pip.isActive
        if wasActive { main.becomeActiveIfPossible() }
        pip.finishQueue()
        if !wasActive { main.publish(force: true) }
    }

    /// The other session changed (its events, its artwork, a command): the active one's snapshot
    /// carries the change when it is more than the passing of time. Each session calls it itself.
    public func otherDidChange() {
        let snapshot = other.makeSnapshot()
        if let lastOther, !lastOther.isDiscontinuity(to: snapshot, tolerance: NowPlayingSession.driftTolerance) { return }
        lastOther = snapshot
        infoCenter.pictureInPicture = snapshot
        active.publish()
    }

    /// `session`'s own sound and state, as the person left them: what quieting it changed is
    /// put back (a handover gives the new player these, not the policy's).
    public func ownState(of session: NowPlayingSession) -> (muted: Bool, playing: Bool) {
        let muted = session.playback.state.muted, playing = session.state == .playing
        switch quieted[ObjectIdentifier(session)] {
        case let .muted(was)?: return (was, playing)
        case let .paused(resume)?: return (muted, resume)
        case nil: return (muted, playing)
        }
    }

    private func quiet(_ session: NowPlayingSession, starting: Bool) {
        switch inactive {
        case .mute:
            quieted[ObjectIdentifier(session)] = .muted(was: starting ? false : session.playback.state.muted)
            try? session.primary.setMuted(true)
        case .pause where starting:
            quieted[ObjectIdentifier(session)] = .paused(resume: true)
            session.startsPaused = true
        case .pause:
            let playing = session.state == .playing
            quieted[ObjectIdentifier(session)] = .paused(resume: playing)
            if playing { _ = session.perform(.pause) }
        }
    }

    private func restore(_ session: NowPlayingSession) {
        switch quieted.removeValue(forKey: ObjectIdentifier(session)) {
        case let .muted(was)?: try? session.primary.setMuted(was)
        case .paused(resume: true)?:
            session.startsPaused = false
            _ = session.perform(.play)
        case .paused(resume: false)?, nil: break
        }
    }
}
