import NowPlaying
import Playback
import PlayerDoubles

/// A player standing at a media time the test sets: enough for a session to publish real snapshots.
final class StillPlayer: PlayerDriving {
    var time: Double?
    var duration: Double? = 60
    private(set) var commands: [String] = []

    var wakeupDescriptor: Int32 { -1 }
    func nextEvents() -> [PlayerEvent] { [] }
    func load(_ target: String) throws(MPVError) { commands.append("load \(target)"); time = 0 }
    /// It never reaches an end, so nothing queued after the item ever plays.
    func append(_ target: String) throws(MPVError) {}
    func clearPlaylist() throws(MPVError) {}
    func setPaused(_ paused: Bool) throws(MPVError) { commands.append("pause \(paused)") }
    func stop() throws(MPVError) { commands.append("stop") }
    func seek(to seconds: Double) throws(MPVError) { commands.append("seek \(seconds)"); time = seconds }
    func setSpeed(_ rate: Double) throws(MPVError) { commands.append("speed \(rate)") }
    func setVolume(_ percent: Double) throws(MPVError) { commands.append("volume \(percent)") }
    func setMuted(_ muted: Bool) throws(MPVError) {}
    func setHeard(_ heard: Bool) throws(MPVError) {}
    func setAudioDevice(_ name: String) throws(MPVError) {}
    func setOption(_ name: String, _ value: String) throws(MPVError) {}
    func requestScreenshot(ticket: UInt64) throws(MPVError) { throw MPVError(code: -10) }

    func observe(_ properties: [Property]) {}
    func current(_ property: Property) -> PropertyChange? {
        switch property {
        case .timePosition: .timePosition(time)
        case .duration: .duration(duration)
        default: nil
        }
    }

    /// A session playing `item` on this player, loaded and started, at media time `at`.
    static func session(playing item: MediaItem, at time: Double, paused: Bool = false)
        -> (NowPlayingSession, StillPlayer, NowPlayingInfoCenter) {
        let player = StillPlayer()
        let center = NowPlayingInfoCenter()
        let session = NowPlayingSession(primary: player, infoCenter: center)
        session.installPlayerTargets()
        session.installPlainAdding()
        session.becomeActiveIfPossible()
        session.play(items: [item])
        player.time = time
        session.handle([.fileStarted(entryID: 1), .propertyChanged(.duration(player.duration)), .fileLoaded,
                        .propertyChanged(.seekable(true)), .propertyChanged(.idleActive(false)),
                        .propertyChanged(.paused(paused)), .playbackRestarted])
        return (session, player, center)
    }
}
