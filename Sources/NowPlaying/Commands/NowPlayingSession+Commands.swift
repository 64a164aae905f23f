import Commands
import Playback

extension NowPlayingSession {
    /// Sends a command through this session's command center, with enabled states fresh for now.
    /// The program's own commands (quit, reload-config) are not a session's: unsupported here.
    public func perform(_ command: Command) -> RemoteCommandStatus {
        // mpv's clock is read once for the command: a pause then publishes without waiting
        // for mpv's core to have paused; a command that moves the player reads it again.
        playback.holdingTime {
            remoteCommandCenter.apply(makeSnapshot().commands)
            let status = remoteCommandCenter.perform(command)
            publish()
            return status
        }
    }

    /// Registers the handlers that drive the session's players: what a full player supports.
    public func installPlayerTargets() {
        PlayerTargets(session: self).install()
    }

    /// Playing, paused, stopped or interrupted, as a snapshot would say.
    var state: PlaybackState {
        SnapshotBuilder.state(hasItem: currentItem != nil, item: playback.item, player: playback.state,
                              presenting: interstitials.presenting)
    }
}
