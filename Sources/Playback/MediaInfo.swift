/// A chapter of the current file, as mpv's `chapter-list` gives it.
public struct Chapter: Sendable, Equatable {
    /// The chapter's title, when the file names it.
    public let title: String?
    /// Where the chapter starts, in media seconds.
    public let time: Double

    /// Creates a chapter.
    public init(title: String?, time: Double) {
        self.title = title
        self.time = time
    }
}

/// One audio, video or subtitle track of the current file.
public struct Track: Sendable, Equatable {
    /// What the track carries.
    public enum Kind: String, Sendable { case audio, video, sub }

    /// mpv's track id within its kind.
    public let id: Int
    /// Audio, video or subtitles.
    public let kind: Kind
    /// The track's own title.
    public let title: String?
    /// Its language tag, e.g. "eng" or "ko".
    public let language: String?
    /// The codec name.
    public let codec: String?
    /// Whether mpv plays this track now (for subtitles: as the main subtitles, `sid`).
    public let isSelected: Bool
    /// Whether mpv shows this subtitle track as the secondary subtitles (`secondary-sid`).
    public let isSecondary: Bool
    /// A still image embedded as cover art rather than real video.
    public let isAlbumArt: Bool

    /// Creates a track.
    public init(id: Int, kind: Kind, title: String? = nil, language: String? = nil, codec: String? = nil,
                isSelected: Bool = false, isSecondary: Bool = false, isAlbumArt: Bool = false) {
        self.id = id
        self.kind = kind
        self.title = title
        self.language = language
        self.codec = codec
        self.isSelected = isSelected
        self.isSecondary = isSecondary
        self.isAlbumArt = isAlbumArt
    }
}

/// One entry of mpv's playlist.
public struct PlaylistEntry: Sendable, Equatable {
    /// The path or URL.
    public let filename: String
    /// A title from the playlist file, if it gave one.
    public let title: String?
    /// Whether this is the entry being played or loaded.
    public let isCurrent: Bool

    /// Creates an entry.
    public init(filename: String, title: String? = nil, isCurrent: Bool = false) {
        self.filename = filename
        self.title = title
        self.isCurrent = isCurrent
    }
}

extension Chapter {
    init?(node: Node) {
        guard let time = node["time"]?.double else { return nil }
        self.init(title: node["title"]?.string, time: time)
    }
}

extension Track {
    init?(node: Node) {
        guard let id = node["id"]?.int, let kind = node["type"]?.string.flatMap(Kind.init(rawValue:)) else {
            return nil
        }
        // mpv marks both subtitle tracks shown "selected"; "main-selection" 1 is the secondary one.
        let selected = node["selected"]?.bool ?? false
        let secondary = selected && node["main-selection"]?.int == 1
        self.init(id: id, kind: kind, title: node["title"]?.string, language: node["lang"]?.string,
                  codec: node["codec"]?.string, isSelected: selected && !secondary, isSecondary: secondary,
                  isAlbumArt: node["albumart"]?.bool ?? false)
    }
}

extension PlaylistEntry {
    init?(node: Node) {
        guard let filename = node["filename"]?.string else { return nil }
        self.init(filename: filename, title: node["title"]?.string, isCurrent: node["current"]?.bool ?? false)
    }
}
