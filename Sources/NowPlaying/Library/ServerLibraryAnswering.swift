/// Answers the Library panel's lists of Subsonic servers on the player's side: over the network,
/// on workers, so an answer comes later, on the loop.
public protocol ServerLibraryAnswering: AnyObject {
    /// The servers, by name, in the order the panel goes through them.
    var servers: [String] { get }
    /// The list now (one seen before), or nil, and then `later` gets it exactly once, on the
    /// loop: the list (with its problem when it could not be read), or nil when a newer request
    /// superseded this one (a search typed on).
    func list(_ server: String, _ query: ServerLibraryQuery, later: @escaping (LibraryList?) -> Void) -> LibraryList?
    /// The queue item a `subsonic://NAME/ID` path names, with its stream URL, for a song these
    /// lists showed; nil for any other.
    func item(for location: String) -> MediaItem?
    /// The queue item a `subsonic://NAME/ID` path names, for a song no list showed: the server
    /// is asked for it on a worker, and `later` gets it (or why not) exactly once, on the loop.
    func item(for location: String, later: @escaping (Result<MediaItem, ServerItemFailure>) -> Void)
    /// Stars or unstars on the server, asked on a worker: `later` gets the outcome exactly once,
    /// on the loop, once the lists kept mark it (the server's starred albums are then asked anew).
    func star(_ star: ServerStar, later: @escaping (Result<Void, ServerItemFailure>) -> Void)
    /// The name a list kept gives what `star` names ("Polar"); nil when no list shows it.
    func title(of star: ServerStar) -> String?
}

/// Why a server's song could not be queued, in one line.
public struct ServerItemFailure: Error, Sendable, Equatable {
    public let line: String

    public init(line: String) {
        self.line = line
    }
}
