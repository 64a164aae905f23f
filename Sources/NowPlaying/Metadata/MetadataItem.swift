/// What a metadata item describes (AVMetadataIdentifier, the ones PlayDeck shows).
public enum MetadataIdentifier: String, Sendable, CaseIterable {
    case title, subtitle, artist, album, description, genre
    case albumArtist = "album_artist"
    case composer
    /// The track's number on its disc, as tags write it ("3" or "3/12").
    case trackNumber = "track_number"
    /// The disc's number in its set ("1" or "1/2").
    case discNumber = "disc_number"
    case contentRating = "content_rating"
    case creationDate = "creation_date"
    case artwork
}

/// One piece of metadata with its language (AVMetadataItem: identifier, value, extendedLanguageTag).
public struct MetadataItem: Sendable, Equatable {
    /// What it describes.
    public let identifier: MetadataIdentifier
    /// The text, or for artwork the path of the image.
    public let value: String
    /// A BCP 47 tag; "und" shows for everyone.
    public let extendedLanguageTag: String

    /// Creates an item; untagged items are "und".
    public init(_ identifier: MetadataIdentifier, _ value: String, language: String = "und") {
        self.identifier = identifier
        self.value = value
        self.extendedLanguageTag = language
    }
}
