import NowPlaying

/// The columns of a queue row at a width: the title, then the artist and the album, and the
/// length at the right edge. Narrow rows drop the album first, then the artist, then the length,
/// so that the title always keeps the most room.
struct QueueRowLayout: Equatable {
    /// The columns' widths in cells; 0 for a column dropped.
    var title: Int
    var artist: Int
    var album: Int
    var length: Int

    /// Cells between two columns.
    static let gap = 2

    /// The columns for `width` cells of text (after the marker and the number) over `rows`: a
    /// column none of them fills is left out, its room given to the title (the album shows
    /// only beside an artist, being the first dropped).
    init(width: Int, rows: [QueueRow]) {
        // Cells of text: the length from 24, the artist from 44, the album from 70.
        let hasLength = width >= 24 && rows.contains { $0.duration != nil }
        let hasArtist = width >= 44 && rows.contains { $0.artist != nil }
        let hasAlbum = width >= 70 && hasArtist && rows.contains { $0.album != nil }
        length = hasLength ? rows.reduce(4) { max($0, $1.duration.map { ClockText.of($0).count } ?? 0) } : 0
        let rest = max(0, width - (hasLength ? length + Self.gap : 0))
        if hasAlbum {
            artist = (rest - 2 * Self.gap) * 3 / 10
            album = artist
            title = rest - 2 * Self.gap - artist - album
        } else if hasArtist {
            artist = (rest - Self.gap) * 2 / 5
            album = 0
            title = rest - Self.gap - artist
        } else {
            (artist, album, title) = (0, 0, rest)
        }
    }

    /// The row's text in these columns: each cut to its column with `ellipsis`, padded to it,
    /// and the length right-aligned in its own; an unknown artist, album or length is blank.
    func text(_ row: QueueRow, ellipsis: String) -> String {
        var line = column(row.title, title, ellipsis: ellipsis)
        if artist > 0 { line += gapText + column(row.artist ?? "", artist, ellipsis: ellipsis) }
        if album > 0 { line += gapText + column(row.album ?? "", album, ellipsis: ellipsis) }
        if length > 0 {
            let clock = row.duration.map(ClockText.of) ?? ""
            line += gapText + String(repeating: " ", count: max(0, length - DisplayWidth.of(clock))) + clock
        }
        return line
    }

    private var gapText: String { String(repeating: " ", count: Self.gap) }

    private func column(_ text: String, _ width: Int, ellipsis: String) -> String {
        let cut = DisplayWidth.truncated(text, to: width, ellipsis: ellipsis)
        return cut + String(repeating: " ", count: max(0, width - DisplayWidth.of(cut)))
    }
}
