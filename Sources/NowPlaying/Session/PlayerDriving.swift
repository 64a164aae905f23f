import Playback

/// What a session needs of a player. `Player` (libmpv) is the real one; tests may
/// bring a fake for timing edge cases.
public protocol PlayerDriving: AnyObject {
    /// Readable when events are waiting; the loop then calls `nextEvents()`.
    var wakeupDescriptor: Int32 { get }
    /// Every event waiting, in order, without blocking.
    func nextEvents() -> [PlayerEvent]
    func load(_ target: String) throws(MPVError)
    /// Queues a target after the one playing, for mpv to move on to without a gap.
    func append(_ target: String) throws(MPVError)
    /// Forgets every queued target but the one playing.
    func clearPlaylist() throws(MPVError)
    func setPaused(_ paused: Bool) throws(MPVError)
    func stop() throws(MPVError)
    func seek(to seconds: Double) throws(MPVError)
    func setSpeed(_ rate: Double) throws(MPVError)
    func setVolume(_ percent: Double) throws(MPVError)
    func setMuted(_ muted: Bool) throws(MPVError)
    /// Whether it is heard, apart from its volume and mute (multiview's views not focused are not).
    func setHeard(_ heard: Bool) throws(MPVError)
    func setAudioDevice(_ name: String) throws(MPVError)
    func setOption(_ name: String, _ value: String) throws(MPVError)
    func current(_ property: Property) -> PropertyChange?
    /// Reports these properties' changes as events from now on.
    func observe(_ properties: [Property]) throws(MPVError)
    /// Asks for the picture shown now; it comes back as a `.screenshotTaken` event.
    func requestScreenshot(ticket: UInt64) throws(MPVError)
}

extension Player: PlayerDriving {}

extension PlayerDriving {
    /// The media time now, read from the player. mpv reports a hair below zero at the start of
    /// some files (-0.0000003 s for an mp3); an ad at 0 must count as playing then.
    var timePosition: Double? {
        if case let .timePosition(t?)? = current(.timePosition) { max(0, t) } else { nil }
    }
}
