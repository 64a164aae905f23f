import Commands
import JSONCoding
import MediaFiles

/// How `library search` prints a track: a line a person reads, or one JSON object.
public enum LibraryListing {
    /// One track as `--json` prints it.
    struct Row: Encodable {
        let path: String
        let title: String
        let artist: String?
        let album: String?
        let albumArtist: String?
        let year: Int?
        let disc: Int?
        let track: Int?
        let duration: Double?
    }

    /// "Artist — Album (2003) · 1-03 Title  3:25  /path".
    public static func text(_ track: LibraryTrack) -> String {
        let shelf = track.shelf.isEmpty ? "Unknown Artist" : track.shelf
        let album = track.album.map { " — " + $0 } ?? ""
        let year = track.year.map { " (\($0))" } ?? ""
        let number = track.track.map { (track.disc.map { "\($0)-" } ?? "") + ($0 < 10 ? "0\($0)" : "\($0)") + " " } ?? ""
        let time = track.duration.map { "  " + ClockTime.text($0) } ?? ""
        return Sanitized.line("\(shelf)\(album)\(year) · \(number)\(track.title)\(time)  \(track.path)")
    }

    /// The track as a JSON object on one line.
    public static func json(_ track: LibraryTrack) -> String {
        let row = Row(path: track.path, title: track.title, artist: track.artist, album: track.album, albumArtist: track.albumArtist,
                      year: track.year, disc: track.disc, track: track.track, duration: track.duration)
        return (try? JSONEncoder(outputFormatting: .sortedKeys).encode(row)) ?? "{}"
    }
}
