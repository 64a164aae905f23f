/// The title, artist and album of a local media file, read straight off the disk without
/// libmpv: ID3v2 tags (and ID3v1 when they have no title) of mp3 files, Vorbis comments of
/// FLAC, Ogg Vorbis and Opus files. Other formats (m4a, wav, …) give nil. The text is as the
/// file has it: whoever shows it makes it safe first.
public struct MediaTags: Sendable, Equatable {
    public var title: String?
    public var artist: String?
    public var album: String?

    /// Tags with these values.
    public init(title: String? = nil, artist: String? = nil, album: String? = nil) {
        self.title = title
        self.artist = artist
        self.album = album
    }

    /// Whether no value is known.
    public var isEmpty: Bool { title == nil && artist == nil && album == nil }

    /// The tags of the file at `path`; nil when it holds none this reader knows, or cannot be
    /// read. What is read is bounded (see `ID3TextFrames.frameLimit`, `VorbisComments.blockLimit`),
    /// whatever the file claims.
    public static func read(path: String) -> MediaTags? {
        guard let file = FileBytes(path: path), var marker = file.read(4) else { return nil }
        var tags = MediaTags()
        // An MPEG audio frame begins with 11 set bits: an mp3 without an ID3v2 tag.
        var isMPEG = marker[0] == 0xFF && marker[1] & 0xE0 == 0xE0
        if marker.starts(with: Array("ID3".utf8)) {
            guard let rest = file.read(6) else { return nil }
            tags = ID3TextFrames.tags(in: file, header: marker + rest)
            isMPEG = true
            // FLAC files sometimes start with an ID3 tag of their own.
            if tags.title == nil, let next = file.read(4) { marker = next }
        }
        if tags.title == nil {
            if marker == Array("fLaC".utf8) {
                tags.fill(from: VorbisComments.flac(file))
            } else if marker == Array("OggS".utf8) {
                tags.fill(from: OggComments.tags(file))
            } else if isMPEG {
                tags.fill(from: ID3v1Tag.tags(in: file))
            }
        }
        return tags.isEmpty ? nil : tags
    }

    /// Takes `other`'s values where this has none.
    mutating func fill(from other: MediaTags) {
        title = title ?? other.title
        artist = artist ?? other.artist
        album = album ?? other.album
    }
}
