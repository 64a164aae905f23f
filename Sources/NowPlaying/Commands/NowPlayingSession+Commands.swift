import Commands
import Playback

extension NowPlayingSession {
    /// Sends a command through this session's command center, with enabled states fresh for now.
    /// The program's own commands (quit, reload-config) are not a session's: unsupported here.
    public func perform(_ command: Command) -> RemoteCommandStatus {
        // mpv's clock read once: a pause publishes without waiting for mpv's core to have paused.
        playback.holdingTime {
            remoteCommandCenter.apply(CommandRules.queueAvailability(of: command.kind, queue) ?? makeSnapshot().commands)
            defer { publish() }
            return remoteCommandCenter.perform(command)
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
