/// A metadata key a sidecar can set.
public enum MetadataField: String, CaseIterable, Hashable, Sendable {
    /// Free text, shown as written.
    case title, subtitle, artist, album, description, genre
    /// An age rating such as "PG-13", written `content_rating`.
    case contentRating = "content_rating"
    /// When the item was made, e.g. "2022-06-06", written `creation_date`.
    case creationDate = "creation_date"
    /// An absolute path (resolved against the sidecar's folder) or a URL.
    case artwork
}

/// The metadata of one language: the base `[metadata]` table or one `[[metadata.localized]]`.
public struct MetadataEntry: Equatable, Sendable {
    /// A BCP 47 language tag; "und" when the sidecar does not say.
    public var language: String
    /// The values set for this language.
    public var fields: [MetadataField: String]

    /// Creates an entry.
    public init(language: String, fields: [MetadataField: String]) {
        self.language = language
        self.fields = fields
    }
}

/// A sidecar's metadata, which overrides the tags embedded in the media.
public struct SidecarMetadata: Equatable, Sendable {
    /// The base entry first (when it sets anything), then the localized ones in file order.
    public var entries: [MetadataEntry]

    /// Creates metadata from entries.
    public init(entries: [MetadataEntry]) {
        self.entries = entries
    }

    /// A value in the first preferred language that has it (a tag also matches its primary
    /// subtag: "ko" serves "ko-KR"), else from the first entry that has it.
    public func value(_ field: MetadataField, preferring languages: [String] = []) -> String? {
        for language in languages {
            let wanted = language.lowercased()
            let primary = wanted.split(separator: "-").first.map(String.init) ?? wanted
            let candidates = entries.filter { $0.language.lowercased() == wanted }
                + entries.filter { $0.language.lowercased() == primary }
            if let value = candidates.lazy.compactMap({ $0.fields[field] }).first { return value }
        }
        return entries.lazy.compactMap { $0.fields[field] }.first
    }
}
