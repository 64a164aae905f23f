import Commands
import Locations
import NowPlaying

/// What the remote interfaces need of the player besides the snapshots it publishes: a way to
/// send every command (the program's router), and what a view asks for (queue rows, a search
/// of the queue, the artwork, the paused frame's text).
public struct PlayerAccess {
    /// Carries out a command: the active session's command center, or the program (quit).
    public var perform: (Command) -> RemoteCommandStatus
    /// The picture the current snapshot's artwork id stands for.
    public var artwork: () -> MediaItemArtwork?
    /// The rows of the queue at these 0-based indices, as its list shows them.
    public var rows: ([Int]) -> QueueRows
    /// The queue's items whose titles hold a text.
    public var search: (String) -> QueueSearchResult
    /// The artwork fitted into a size, when it is (still) the one with the id given (any, for nil).
    public var picture: (Int?, PixelSize) -> ArtworkPicture?
    /// The paused video frame's text, once read.
    public var liveText: () -> LiveTextResult?
    /// The current item's lyrics, once read.
    public var lyrics: () -> Lyrics? = { nil }
    /// A client's request is about to be answered: what only clients show (the audio outputs)
    /// is followed from then on; before a read of the snapshot (`reading`) it is published, and
    /// a command publishes it with its own snapshot.
    public var willAnswer: (_ reading: Bool) -> Void = { _ in }

    /// Creates the access from its parts; what is left out answers "nothing".
    public init(perform: @escaping (Command) -> RemoteCommandStatus,
                artwork: @escaping () -> MediaItemArtwork? = { nil },
                rows: @escaping ([Int]) -> QueueRows = { _ in QueueRows(revision: 0, total: 0, rows: []) },
                search: @escaping (String) -> QueueSearchResult = { QueueSearchResult(query: $0, revision: 0, indices: []) },
                picture: @escaping (Int?, PixelSize) -> ArtworkPicture? = { _, _ in nil },
                liveText: @escaping () -> LiveTextResult? = { nil }) {
        self.perform = perform
        self.artwork = artwork
        self.rows = rows
        self.search = search
        self.picture = picture
        self.liveText = liveText
    }

    /// The access to whichever session is `infoCenter`'s active one (picture in picture swaps
    /// them), `fallback` while none is, with `perform` (the program's router) for commands.
    public init(following infoCenter: NowPlayingInfoCenter, fallback: NowPlayingSession,
                perform: @escaping (Command) -> RemoteCommandStatus) {
        var searches = QueueSearchCache()
        let active = { [unowned infoCenter, unowned fallback] in infoCenter.activeSession ?? fallback }
        self.init(perform: perform,
                  artwork: { active().artwork },
                  rows: { SessionReader(active()).rows($0) },
                  search: { searches.result(for: $0, in: active()) },
                  picture: { SessionReader(active()).picture(id: $0, size: $1) },
                  liveText: { active().liveText })
        lyrics = { active().lyrics }
        // Not at the connection: the list read (or mpv's first report of it) was published
        // there on its own, a snapshot of the state before the command the client came to send.
        willAnswer = { reading in
            let session = active()
            session.startWatchingAudioDevices()
            if reading { session.publishChanges() }
        }
    }

    /// The same access for a remote that is another program: a command whose path or URL it
    /// may not name (`LocationRule`: no `av://`, no `fdclose://`, no device) fails with the
    /// refusal's line instead of reaching the player.
    public func refusingLocations(from origin: LocationOrigin) -> PlayerAccess {
        var access = self
        let perform = self.perform
        access.perform = { command in
            if let location = command.location, let refusal = LocationRule.check(location, from: origin) {
                return .commandFailed(Sanitized.line(refusal.description))
            }
            return perform(command)
        }
        return access
    }
}
