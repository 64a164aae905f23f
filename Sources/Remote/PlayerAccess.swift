import Commands
import NowPlaying

/// What the remote interfaces need of the player besides the snapshots it publishes: a way to
/// send every command (the program's router), the current artwork, and rows of the queue.
public struct PlayerAccess {
    /// Carries out a command: the active session's command center, or the program (quit).
    public var perform: (Command) -> RemoteCommandStatus
    /// The picture the current snapshot's artwork id stands for.
    public var artwork: () -> MediaItemArtwork?
    /// The rows of the queue at these 0-based indices, as its list shows them.
    public var rows: ([Int]) -> QueueRows

    /// Creates the access from its three parts.
    public init(perform: @escaping (Command) -> RemoteCommandStatus, artwork: @escaping () -> MediaItemArtwork?,
                rows: @escaping ([Int]) -> QueueRows) {
        self.perform = perform
        self.artwork = artwork
        self.rows = rows
    }
}
