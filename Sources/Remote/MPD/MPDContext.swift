import NowPlaying

/// What the MPD server serves, shared by every connection: the one server-side source (every
/// command goes through its command center, every answer comes from what it publishes) and the
/// music library as MPD's database.
public final class MPDContext {
    /// The one server-side source.
    public let source: SessionSource
    /// The music library as MPD's database; nil: this player has none (database commands
    /// answer as MPD without a database does).
    public let database: MPDDatabase?
    /// Told of a change no published value carries (a stored playlist saved through MPD, an
    /// output switched): the server wakes the clients idling on that subsystem.
    public var onChange: ((MPDSubsystem) -> Void)?
    /// The password that gives a client every permission; nil: every client has them all.
    public var password: String?
    /// Every command the server knows (`commands` and `notcommands` list it).
    public private(set) lazy var table = MPDCommandTable()

    /// A context serving `source`, with `database` when the player has a library.
    public init(source: SessionSource, database: MPDDatabase? = nil) {
        self.source = source
        self.database = database
    }

    /// Wakes the clients idling on `subsystem` (a change no published value carries).
    public func notify(_ subsystem: MPDSubsystem) {
        onChange?(subsystem)
    }
}

/// MPD's idle subsystems, named as `idle` takes them and `changed:` reports them.
public enum MPDSubsystem: String, CaseIterable, Sendable, Hashable {
    case database, update
    case storedPlaylist = "stored_playlist"
    case playlist, player, mixer, output, options, partition, sticker, subscription, message, neighbor, mount

    /// The subsystem `idle` names, in any case, as MPD reads it.
    public init?(name: String) {
        let lowered = name.lowercased()
        guard let subsystem = Self.allCases.first(where: { $0.rawValue == lowered }) else { return nil }
        self = subsystem
    }

    /// MPD's order of `changed:` lines (`IdleFlags.cxx`).
    public static let wireOrder: [MPDSubsystem] = [
        .database, .storedPlaylist, .playlist, .player, .mixer, .output, .options, .sticker, .update, .subscription,
        .message, .neighbor, .mount, .partition,
    ]
}

/// The music library as MPD sees its database: songs named by URIs relative to the music
/// directory. The queue's answers (`playlistinfo`, `currentsong`) describe a file through it,
/// so a song reads the same in the queue as in `find`.
public protocol MPDDatabase: AnyObject {
    /// The URI MPD would show for a file at absolute `path`: relative to the music directory
    /// when inside it, else the path itself.
    func uri(forPath path: String) -> String
    /// The absolute path a URI names, when it is a file in the music directory or a path.
    func path(forURI uri: String) -> String?
    /// The song at absolute `path` as the database knows it; nil when it is not in it.
    func song(atPath path: String) -> MPDSong?
    /// The music directory's path, as `config` shows it to a local client; nil: none to show.
    var musicDirectory: String? { get }
}

extension MPDDatabase {
    /// No music directory to show, unless the database says.
    public var musicDirectory: String? { nil }
}
