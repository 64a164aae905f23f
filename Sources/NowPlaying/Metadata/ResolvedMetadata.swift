/// The text a person is shown about an item, after language resolution.
public struct ResolvedMetadata: Sendable, Equatable {
    public var title: String?
    public var subtitle: String?
    public var artist: String?
    public var album: String?
    public var description: String?
    public var genre: String?
    public var contentRating: String?
    /// The year of the creation date.
    public var year: String?

    /// Creates empty metadata.
    public init() {}

    /// The value for an identifier.
    public subscript(identifier: MetadataIdentifier) -> String? {
        get {
            switch identifier {
            case .title: title
            case .subtitle: subtitle
            case .artist: artist
            case .album: album
            case .description: description
            case .genre: genre
            case .contentRating: contentRating
            case .creationDate: year
            case .artwork: nil
            }
        }
        set {
            switch identifier {
            case .title: title = newValue
            case .subtitle: subtitle = newValue
            case .artist: artist = newValue
            case .album: album = newValue
            case .description: description = newValue
            case .genre: genre = newValue
            case .contentRating: contentRating = newValue
            case .creationDate: year = newValue.map { String($0.prefix(4)) }
            case .artwork: break
            }
        }
    }
}
