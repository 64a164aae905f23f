/// An audio or subtitle track of the current item, as published.
public struct MediaTrackInfo: Sendable, Equatable, Codable {
    /// mpv's id of the track within its kind.
    public let id: Int
    /// The track's own title.
    public let title: String?
    /// Its language tag, e.g. "eng".
    public let language: String?
    /// Its codec, e.g. "aac" or "subrip".
    public let codec: String?
    /// Whether it plays (or shows) now; a secondary subtitle track is not counted here.
    public let isSelected: Bool
    /// Whether it is the subtitle track shown besides the selected one.
    public let isSecondary: Bool

    /// Creates a track.
    public init(id: Int, title: String?, language: String?, codec: String?, isSelected: Bool,
                isSecondary: Bool = false) {
        self.id = id
        self.title = title
        self.language = language
        self.codec = codec
        self.isSelected = isSelected
        self.isSecondary = isSecondary
    }

    /// "eng · Commentary · aac", or "Track 2" when the file says nothing.
    public var label: String {
        let parts = [language, title, codec].compactMap { $0 }.filter { !$0.isEmpty }
        return parts.isEmpty ? "Track \(id)" : parts.joined(separator: " · ")
    }
}
