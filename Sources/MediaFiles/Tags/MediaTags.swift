/// What a media file says about itself, as FFmpeg's libavformat reads it (and so as mpv shows
/// it while the file plays): its tags, its length when the container states it, and its
/// embedded cover. The text is as the file has it, capped in length (`TagText.limit`):
/// whoever shows it makes it safe first.
public struct MediaTags: Sendable, Equatable {
    /// Every tag, by lowercased name (`title`, `artist`, `album_artist`, `track`, `disc`,
    /// `date`, `genre`, `composer`, `comment`…): the container's own, then those of its first
    /// audio stream (where Ogg keeps them) for names the container has not.
    public var values: [String: String]
    /// Seconds, when the container states its length without anything being decoded.
    public var duration: Double?
    /// Whether the file holds a picture (a stream marked as attached picture).
    public var hasCover: Bool
    /// That picture's own bytes, when they were asked for and are within `PictureLimits`.
    public var cover: EncodedPicture?
    /// Whether the file holds real video: a video stream that is not an attached picture.
    public var hasVideo: Bool
    /// Every tag as the file lists it, in its order, names as libavformat gives them (a name
    /// may repeat: two artists): what MPD's answers show, in the order MPD's decoders report.
    public var entries: [TagEntry]
    /// The first audio stream's sample rate, sample size and channels, when the container says.
    public var audio: AudioLayout?

    /// Tags with these values.
    public init(values: [String: String] = [:], duration: Double? = nil, hasCover: Bool = false,
                cover: EncodedPicture? = nil, hasVideo: Bool = false, entries: [TagEntry] = [], audio: AudioLayout? = nil) {
        self.values = values
        self.entries = entries
        self.audio = audio
        self.duration = duration
        self.hasVideo = hasVideo
        self.hasCover = hasCover || cover != nil
        self.cover = cover
    }

    /// The non-empty value of the first of `names` that the file has.
    public subscript(_ names: String...) -> String? {
        names.lazy.compactMap { values[$0.lowercased()] }.first { !$0.isEmpty }
    }

    /// The title.
    public var title: String? { self["title"] }
    /// The artist.
    public var artist: String? { self["artist"] }
    /// The album.
    public var album: String? { self["album"] }
    /// The album's artist (ID3 TPE2, MP4 aART, Vorbis ALBUMARTIST, APEv2 "Album Artist").
    public var albumArtist: String? { self["album_artist", "album artist", "albumartist"] }
    /// The date or year, as written.
    public var date: String? { self["date", "year"] }
    /// The genre.
    public var genre: String? { self["genre"] }
    /// The composer.
    public var composer: String? { self["composer"] }
    /// The comment.
    public var comment: String? { self["comment"] }
    /// The track number ("3" of "3/12").
    public var trackNumber: Int? { Self.count(self["track", "tracknumber"]).number }
    /// How many tracks there are ("12" of "3/12", or a total tag of its own).
    public var trackCount: Int? {
        Self.count(self["track", "tracknumber"]).total ?? Self.count(self["tracktotal", "totaltracks"]).number
    }
    /// The disc number ("1" of "1/2").
    public var discNumber: Int? { Self.count(self["disc", "discnumber"]).number }
    /// How many discs there are.
    public var discCount: Int? {
        Self.count(self["disc", "discnumber"]).total ?? Self.count(self["disctotal", "totaldiscs"]).number
    }

    /// Whether no tag is known.
    public var isEmpty: Bool { values.values.allSatisfy(\.isEmpty) }

    /// "3/12" → (3, 12); "3" → (3, nil); anything else, or a count below 1, gives nil.
    static func count(_ text: String?) -> (number: Int?, total: Int?) {
        guard let text else { return (nil, nil) }
        let parts = text.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        func positive(_ part: Substring?) -> Int? {
            part.flatMap { Int($0.trimmingCharacters(in: " \t")) }.flatMap { $0 > 0 ? $0 : nil }
        }
        return (positive(parts.first), parts.count > 1 ? positive(parts[1]) : nil)
    }
}

private extension Substring {
    func trimmingCharacters(in characters: String) -> Substring {
        let set = Set(characters)
        var text = self
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return text
    }
}

/// One tag as a file lists it: its name (as libavformat gives it) and its value.
public struct TagEntry: Sendable, Equatable {
    /// The name (`title`, `album_artist`, `MUSICBRAINZ_TRACKID`, `MusicBrainz Album Id`…).
    public var name: String
    /// The value as written.
    public var value: String

    /// The tag `name` holding `value`.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// What an audio stream carries, as its container states it (nothing is decoded).
public struct AudioLayout: Sendable, Equatable {
    /// Samples a second.
    public var sampleRate: Int
    /// Bits of a sample as the stream states them (FLAC, ALAC); nil where it states none (the
    /// lossy codecs, whose decoders choose).
    public var sampleBits: Int?
    /// Channels.
    public var channels: Int
    /// The codec's short name as FFmpeg gives it (`flac`, `mp3`, `vorbis`, `opus`, `aac`,
    /// `pcm_s16le`): what decides the sample format a decoder gives where the container says none.
    public var codec: String?

    /// A layout of these values.
    public init(sampleRate: Int, sampleBits: Int?, channels: Int, codec: String? = nil) {
        self.sampleRate = sampleRate
        self.sampleBits = sampleBits
        self.channels = channels
        self.codec = codec
    }
}
