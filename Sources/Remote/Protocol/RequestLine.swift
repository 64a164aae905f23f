/// A request line as a client writes it: a command with its id, or a `get` with the keys it
/// takes. Keys left nil are not written. The player reads it as `ControlRequest`.
public struct RequestLine: Encodable, Sendable {
    var command: String?
    var id: Int?
    var get: String?
    var offset: Int?
    var limit: Int?
    var indices: [Int]?
    var query: String?
    var artworkID: Int?
    var width: Int?
    var height: Int?
    var liveTextID: Int?
    var lyricsID: Int?

    /// A line with the keys given.
    public init(command: String? = nil, id: Int? = nil, get: String? = nil, offset: Int? = nil, limit: Int? = nil,
                indices: [Int]? = nil, query: String? = nil, artworkID: Int? = nil, width: Int? = nil, height: Int? = nil,
                liveTextID: Int? = nil, lyricsID: Int? = nil) {
        self.command = command
        self.id = id
        self.get = get
        self.offset = offset
        self.limit = limit
        self.indices = indices
        self.query = query
        self.artworkID = artworkID
        self.width = width
        self.height = height
        self.liveTextID = liveTextID
        self.lyricsID = lyricsID
    }
}
