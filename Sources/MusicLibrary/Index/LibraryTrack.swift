import Glibc
import Locations
import MediaFiles

/// One file of the library as the index holds it: where it is, how big and how recent it was
/// when read, and what its tags said.
public struct LibraryTrack: Sendable, Equatable {
    /// The absolute path.
    public var path: String
    /// The title, or the file's name without its extension when the file has none.
    public var title: String
    /// The track's artist.
    public var artist: String?
    /// The album.
    public var album: String?
    /// The album's artist, when the file names one apart from the track's.
    public var albumArtist: String?
    /// The year the date tag starts with.
    public var year: Int?
    /// The disc number.
    public var disc: Int?
    /// The track number.
    public var track: Int?
    /// Seconds, when the container states them.
    public var duration: Double?
    /// The genre.
    public var genre: String?
    /// Whether the file holds a cover picture.
    public var hasCover: Bool
    /// Every tag of the file, in its order (the raw date, composer, MusicBrainz ids…).
    public var tags: [TagEntry]
    /// The audio stream as libavformat read it (rate, sample size, channels, codec), when the
    /// container states it.
    public var audio: AudioLayout?

    /// A track with these values.
    public init(path: String, title: String, artist: String? = nil, album: String? = nil, albumArtist: String? = nil,
                year: Int? = nil, disc: Int? = nil, track: Int? = nil, duration: Double? = nil, genre: String? = nil,
                hasCover: Bool = false, tags: [TagEntry] = [], audio: AudioLayout? = nil) {
        self.tags = tags
        self.audio = audio
        self.path = path
        self.title = title
        self.artist = artist
        self.album = album
        self.albumArtist = albumArtist
        self.year = year
        self.disc = disc
        self.track = track
        self.duration = duration
        self.genre = genre
        self.hasCover = hasCover
    }

    /// The artist the track is shelved under in Artists → Albums: the album's artist, else the
    /// track's, else empty (shown as "Unknown Artist").
    public var shelf: String { albumArtist ?? artist ?? "" }

    /// The tracks in album order: shelf artist, year, album (letters compared without case),
    /// disc, track, path. Each track's key is made once, not at every comparison.
    public static func inAlbumOrder(_ tracks: [LibraryTrack]) -> [LibraryTrack] {
        typealias Key = (shelf: String, year: Int, album: String, disc: Int, track: Int)
        let keyed = tracks.map { track -> (Key, LibraryTrack) in
            ((track.shelf.lowercased(), track.year ?? Int.min, track.album?.lowercased() ?? "", track.disc ?? 0, track.track ?? 0),
             track)
        }
        return keyed.sorted { a, b in
            if a.0 != b.0 { return a.0 < b.0 }
            return a.1.path < b.1.path
        }.map(\.1)
    }
}

/// What tells a changed file from an unchanged one without reading it: its size and the time
/// it was last written, in nanoseconds.
public struct FileStamp: Sendable, Equatable, Hashable {
    /// Bytes.
    public var size: Int64
    /// st_mtim in nanoseconds since the epoch.
    public var modified: Int64

    /// A stamp with these values.
    public init(size: Int64, modified: Int64) {
        self.size = size
        self.modified = modified
    }

    /// The stamp of a file a walk found.
    init(_ found: FolderWalker.Found) {
        self.init(size: found.size, modified: found.modified)
    }

    /// The stamp of the regular file at `path`, when it is there.
    static func of(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return FileStamp(size: Int64(info.st_size),
                         modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec))
    }
}
