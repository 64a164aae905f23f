/// The text a person is shown about an item, after language resolution.
public struct ResolvedMetadata: Sendable, Equatable {
    /// The title.
    public var title: String?
    /// The subtitle, e.g. an episode.
    public var subtitle: String?
    /// The artist.
    public var artist: String?
    /// The album.
    public var album: String?
    /// A few sentences, shown behind a chevron.
    public var description: String?
    /// The genre.
    public var genre: String?
    /// The content rating, e.g. PG-13.
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
            case .creationDate: year = newValue.flatMap(Self.year(of:))
            case .artwork: break
            }
        }
    }

    /// The first run of four digits (or eight, as in 20220606): "2022-06-06", "2022-06-06T10:00:00Z"
    /// and "June 6, 2022" all give "2022"; text without a year gives nil rather than a fragment.
    static func year(of date: String) -> String? {
        var run = ""
        for character in date + " " {
            if character.isASCII, character.isNumber {
                run.append(character)
                continue
            }
            if run.count == 4 || run.count == 8 { return String(run.prefix(4)) }
            run = ""
        }
        return nil
    }
}
