import Glibc
import MediaFiles

/// A file's tags read into a `LibraryTrack` (libavformat, no decoding, no cover bytes).
enum TrackReading {
    /// The outcome of reading one file.
    enum Outcome: Sendable {
        case read(LibraryTrack, FileStamp)
        /// The file went between the walk and the reading.
        case vanished(String)
        /// The file is there but not something libavformat reads: one line for a person.
        case unreadable(String)
    }

    static func read(_ path: String, stamp: FileStamp) -> Outcome {
        do {
            let tags = try MediaTags.read(path: path)
            return .read(track(path, tags), stamp)
        } catch {
            var info = stat()
            if stat(path, &info) != 0 && errno == ENOENT { return .vanished(path) }
            return .unreadable(error.message)
        }
    }

    static func track(_ path: String, _ tags: MediaTags) -> LibraryTrack {
        LibraryTrack(path: path, title: tags.title ?? fileTitle(path), artist: tags.artist, album: tags.album,
                     albumArtist: tags.albumArtist, year: year(tags.date), disc: tags.discNumber, track: tags.trackNumber,
                     duration: tags.duration, genre: tags.genre, hasCover: tags.hasCover,
                     tags: LibraryTags.kept(tags.entries), audio: tags.audio)
    }

    /// "Track 03.flac" → "Track 03".
    static func fileTitle(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The year a date starts with: "2003-05-01" and "2003" → 2003.
    static func year(_ date: String?) -> Int? {
        guard let date else { return nil }
        let digits = date.unicodeScalars.prefix(4)
        guard digits.count == 4, digits.allSatisfy({ ("0"..."9").contains($0) }) else { return nil }
        return Int(String(String.UnicodeScalarView(digits)))
    }
}
