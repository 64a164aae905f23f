/// A named position inside an item (an audiobook's "Chapter 3 · 12:04").
public struct Bookmark: Sendable, Equatable, Codable {
    /// What the person called it, or what PlayDeck did: one line.
    public var name: String
    /// Where it is, in media seconds.
    public var position: Double

    /// Creates a bookmark.
    public init(name: String, position: Double) {
        self.name = name
        self.position = position
    }
}

/// Where a session keeps its items' bookmarks (the program's store on disk; tests keep them in memory).
public protocol BookmarkStorage: AnyObject {
    /// The bookmarks saved for the item at `url`.
    func bookmarks(for url: String) -> [Bookmark]
    /// Saves the item's whole list; a sentence for a person when it could not.
    func save(_ bookmarks: [Bookmark], for url: String) -> String?
}

/// A bookmark as published: its name and where it is in content time (ads excluded).
public struct BookmarkInfo: Sendable, Equatable, Codable {
    /// Its name, sanitized.
    public let name: String
    /// Where it is, in content seconds.
    public let time: Double

    /// Creates a published bookmark.
    public init(name: String, time: Double) {
        self.name = name
        self.time = time
    }
}
