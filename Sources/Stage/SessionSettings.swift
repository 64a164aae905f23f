import NowPlaying

/// What the config sets in every session the stage plays: skip intervals, speeds, chapter
/// actions. Applied to the main session, to picture in picture's, and again at a reload.
public struct SessionSettings: Equatable {
    /// Skip forward's intervals, the first the default step.
    public var forward: [Double]
    /// Skip backward's intervals.
    public var backward: [Double]
    /// The speed menu.
    public var speeds: [PlaybackSpeed]
    /// The speed a new item starts at.
    public var defaultRate: Double
    /// Which chapters offer "Skip Intro" and "Skip Credits".
    public var chapterActions: ChapterActionRules

    /// The settings given.
    public init(forward: [Double], backward: [Double], speeds: [PlaybackSpeed], defaultRate: Double, chapterActions: ChapterActionRules) {
        self.forward = forward
        self.backward = backward
        self.speeds = speeds
        self.defaultRate = defaultRate
        self.chapterActions = chapterActions
    }

    /// The settings `session` has now.
    init(of session: NowPlayingSession) {
        let center = session.remoteCommandCenter
        self.init(forward: center.skipForward.preferredIntervals, backward: center.skipBackward.preferredIntervals,
                  speeds: session.speeds.speeds, defaultRate: session.speeds.defaultSpeed.rate,
                  chapterActions: session.chapterActionRules)
    }

    /// Puts them into `session`; a speed menu that did not change keeps the speed chosen.
    func apply(to session: NowPlayingSession) {
        let center = session.remoteCommandCenter
        center.skipForward.preferredIntervals = forward
        center.skipBackward.preferredIntervals = backward
        if session.speeds.speeds != speeds || session.speeds.defaultSpeed.rate != defaultRate {
            session.speeds = SpeedSelection(speeds: speeds, defaultRate: defaultRate)
        }
        session.chapterActionRules = chapterActions
    }
}
