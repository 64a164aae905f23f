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
    /// Where the stored playlists are: PlayDeck's saved queues (`PlaylistFolder`); nil: there is
    /// no place for them, and the stored-playlist commands answer as MPD without one does.
    public let playlistsFolder: String?
    /// The queue as MPD's commands see it, shared by every connection: its versions
    /// (`plchanges`) must be the same whoever asks.
    public private(set) lazy var queue = MPDQueue(source: source, database: database)
    /// The clients subscribed to channels, for their messages to one another.
    public let messageBoard = MPDMessageBoard()

    /// A context serving `source`, with `database` when the player has a library and the stored
    /// playlists in `playlistsFolder`.
    public init(source: SessionSource, database: MPDDatabase? = nil, playlistsFolder: String? = nil) {
        self.source = source
        self.database = database
        self.playlistsFolder = playlistsFolder
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
    /// The songs at `paths`, in order (nil where one is not in it): a queue's answer asks for
    /// all of its rows at once, so a database can look them up together.
    func songs(atPaths paths: [String]) -> [MPDSong?]
}

extension MPDDatabase {
    /// One lookup after another, for a database that has no faster way.
    public func songs(atPaths paths: [String]) -> [MPDSong?] {
        paths.map(song(atPath:))
    }

    /// No music directory to show, unless the database says.
    public var musicDirectory: String? { nil }
}
