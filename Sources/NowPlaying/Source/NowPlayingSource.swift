import Commands

/// Where a view of Now Playing (the tile) gets everything it shows and sends everything it
/// asks: the session in this process, a player in another process over its socket, or any
/// MPRIS player. A view renders only the values it was sent and asks only through commands
/// and intents, so it works the same over each.
public protocol NowPlayingSource: AnyObject {
    /// Sends every value published from now on to `observer`, starting with the snapshot of now;
    /// the token ends the subscription.
    func subscribe(_ observer: @escaping (NowPlayingValue) -> Void) -> Int
    /// Ends a subscription.
    func unsubscribe(_ token: Int)
    /// Sends a command; `reply` gets its status, at once or later.
    func send(_ command: Command, reply: @escaping (RemoteCommandStatus) -> Void)
    /// Asks for a value that is not pushed (rows of the queue, a search, artwork at a size); it
    /// comes back through the subscription, at once or later.
    func request(_ intent: NowPlayingIntent)
    /// How many commands and requests were sent, and how many answered: a tile's screen after a
    /// key is complete once the key's are (at once, for a source that answers at once: 0 and 0).
    var requestsSent: Int { get }
    var requestsAnswered: Int { get }
}

/// A value a source publishes.
///
/// It crosses the control socket as itself (synthesized `Codable`: `{"queueRows": {"_0": …}}`):
/// a new value needs no wire code of its own.
public enum NowPlayingValue: Sendable, Equatable, Codable {
    /// A snapshot of what is playing.
    case nowPlaying(NowPlayingInfo)
    /// Rows of the queue that were asked for.
    case queueRows(QueueRows)
    /// The answer to a search of the queue.
    case queueSearch(QueueSearchResult)
    /// Artwork at a size that was asked for.
    case artwork(ArtworkPicture)
    /// A one-line notice from the player (an item that could not be played).
    case notice(String)
    /// What a command just did ("Shuffle on", "Volume 85%"), whoever sent it: shown at once, in
    /// place of the feedback before it.
    case feedback(String)
    /// The text of the paused video frame that was asked for (Live Text).
    case liveText(LiveTextResult)
    /// The current item's lyrics that were asked for.
    case lyrics(Lyrics)
    /// A list of the music library that was asked for.
    case library(LibraryList)
    /// The current item's details (codec, sample rate, tags…) that were asked for.
    case mediaDetails(MediaDetails)
    /// The music library may have changed since its lists were asked for (a folder was added).
    case libraryChanged
    /// The last listens of the listening history that were asked for.
    case listens(ListenList)
    /// A server's song, album or artist was starred or unstarred, and the server took it: the
    /// lists shown mark it so.
    case serverStar(ServerStar)
}

/// What a view asks of a source besides commands, answered by a later value.
/// Like `NowPlayingValue` it crosses the control socket as itself (`{"intent": {"lyrics": {"id": 2}}}`).
public enum NowPlayingIntent: Sendable, Equatable, Hashable, Codable {
    /// "These rows are visible": 0-based indices of the queue, in order (a range while the
    /// whole queue is listed, scattered while a search's matches are).
    case queueRows([Int])
    /// Which items the queue's search finds for this text (`QueueSearch`: words in title, artist or album, folded).
    case searchQueue(String)
    /// The artwork known by `id`, fitted into `size` pixels.
    case artwork(id: Int, size: PixelSize)
    /// The paused frame's text, when it is (still) the reading with `id` (the snapshot's
    /// `liveText.resultID`).
    case liveText(id: Int)
    /// The current item's lyrics, when they are (still) the ones with `id` (the snapshot's
    /// `lyrics.id`).
    case lyrics(id: Int)
    /// A list of the music library: artists, an artist's albums, an album's tracks, a search.
    case library(LibraryListQuery)
    /// The details of the current item, when it is (still) the queue item `itemID` (the
    /// snapshot's `queueItemID`). Its file is read the first time: the answer is then "not yet",
    /// and the snapshot's `mediaDetailsID` changes once it is read.
    case mediaDetails(itemID: Int)
    /// The last `count` listens of the listening history (at most `ListenList.maximumRows`).
    case listens(count: Int)
}

/// Artwork pixels for a view: the picture known by `artworkID`, fitted into the size asked for.
public struct ArtworkPicture: Sendable, Equatable {
    /// Which artwork this is (the snapshot's `artworkID`).
    public let artworkID: Int
    /// The size it was asked for.
    public let requested: PixelSize
    /// The pixels.
    public let image: ArtworkImage
    /// Monotonic seconds when decoding was asked for and done, in the player's process
    /// (`--trace-latency`); nil for a picture that came ready-made or from elsewhere.
    public let decodeTimes: DecodeTimes?

    /// Creates a picture.
    public init(artworkID: Int, requested: PixelSize, image: ArtworkImage, decodeTimes: DecodeTimes? = nil) {
        self.artworkID = artworkID
        self.requested = requested
        self.image = image
        self.decodeTimes = decodeTimes
    }
}

/// When a picture's decoding was asked for and when it was done, in monotonic seconds.
public struct DecodeTimes: Sendable, Equatable {
    public let started: Double
    public let decoded: Double

    /// Creates the two moments.
    public init(started: Double, decoded: Double) {
        self.started = started
        self.decoded = decoded
    }
}
