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
    /// The creation date as precisely as it is known, in ISO 8601: "2022", "2022-06" or "2022-06-06".
    public var date: String?
    /// The artist of the whole album, when the tags name one.
    public var albumArtist: String?
    /// Who wrote it.
    public var composer: String?
    /// The track's number on its disc, and the disc's in its set.
    public var trackNumber: Int?
    public var discNumber: Int?

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
            case .albumArtist: albumArtist
            case .composer: composer
            case .trackNumber: trackNumber.map(String.init)
            case .discNumber: discNumber.map(String.init)
            case .contentRating: contentRating
            case .creationDate: date
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
            case .albumArtist: albumArtist = newValue
            case .composer: composer = newValue
            case .trackNumber: trackNumber = newValue.flatMap(Self.leadingNumber(of:))
            case .discNumber: discNumber = newValue.flatMap(Self.leadingNumber(of:))
            case .contentRating: contentRating = newValue
            case .creationDate:
                year = newValue.flatMap(Self.year(of:))
                date = newValue.flatMap(Self.isoDate(of:))
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

    /// The number a track or disc tag starts with: "3" and "3/12" give 3; "A1" (vinyl) gives nil.
    static func leadingNumber(of text: String) -> Int? {
        let digits = text.drop { $0 == " " }.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count < 7, let number = Int(digits), number > 0 else { return nil }
        return number
    }

    /// The date in ISO 8601 as precisely as the tag knows it: "2022-06-06T10:00:00Z" and
    /// "2022-06-06" stay the day, "20220606" becomes "2022-06-06", "2022-06" the month, and
    /// anything else with a year ("June 6, 2022") the year alone; nil without a year.
    static func isoDate(of text: String) -> String? {
        let scalars = Array(text.unicodeScalars.prefix(10))
        func digits(_ range: Range<Int>) -> Bool {
            range.upperBound <= scalars.count && scalars[range].allSatisfy { ("0"..."9").contains($0) }
        }
        if digits(0..<4), scalars.count >= 10, scalars[4] == "-", scalars[7] == "-", digits(5..<7), digits(8..<10) {
            return String(String.UnicodeScalarView(scalars[0..<10]))
        }
        if digits(0..<4), scalars.count >= 7, scalars[4] == "-", digits(5..<7) {
            return String(String.UnicodeScalarView(scalars[0..<7]))
        }
        if digits(0..<8), scalars.count == 8 || (scalars.count > 8 && !digits(8..<9)) {
            let raw = String(String.UnicodeScalarView(scalars[0..<8]))
            return "\(raw.prefix(4))-\(raw.dropFirst(4).prefix(2))-\(raw.suffix(2))"
        }
        return year(of: text)
    }
}
