import MusicLibrary
import NowPlaying

/// The Library panel's state: Artists → Albums → Tracks, or the tracks a search finds as it is
/// typed, with the highlighted row. It reads the library itself through a read-only connection
/// of its own (never through a session); each list is one indexed query (the Artists list reads
/// the `albums` table, a search stops at `searchLimit`), fast enough to run on the loop.
final class LibraryBrowser {
    /// Where the browser is.
    enum Level: Equatable {
        case artists
        case albums(artist: String)
        case tracks(artist: String, album: String?)
        /// The tracks matching what is typed after "/".
        case search(String)
    }

    /// One row as drawn: its text and, right-aligned, a detail.
    struct Row: Equatable {
        var text: String
        var detail: String
    }

    /// The most tracks a search shows.
    static let searchLimit = 100

    private let reader: LibraryReader
    private(set) var level: Level = .artists
    private(set) var artists: [LibraryArtist] = []
    private(set) var albums: [LibraryAlbum] = []
    private(set) var tracks: [LibraryTrack] = []
    /// The highlighted row and the first visible one.
    private(set) var selected = 0
    private(set) var top = 0
    /// Whether typing goes into the search.
    private(set) var isTyping = false
    /// Where each level above was, to come back to.
    private var trail: [(level: Level, selected: Int)] = []
    /// Why the last list could not be read; shown in place of the rows.
    private(set) var problem: String?

    /// Opens the library at `path` on its Artists list.
    init(path: String) throws(LibraryError) {
        reader = try LibraryReader(path: path)
        load(.artists)
    }

    /// How many rows the list has.
    var count: Int {
        switch level {
        case .artists: artists.count
        case .albums: albums.count
        case .tracks, .search: tracks.count
        }
    }

    /// The panel's title.
    var title: String {
        switch level {
        case .artists: "Library"
        case let .albums(artist): Self.name(artist)
        case let .tracks(artist, album): Self.name(artist) + " — " + (album ?? "No Album")
        case .search: "Library search"
        }
    }

    /// The query while searching.
    var query: String? {
        if case let .search(text) = level { text } else { nil }
    }

    /// The rows from `first`, at most `limit`.
    func rows(from first: Int, limit: Int) -> [Row] {
        let range = first..<min(count, first + max(0, limit))
        guard !range.isEmpty else { return [] }
        switch level {
        case .artists:
            return artists[range].map { Row(text: Self.name($0.name), detail: "\($0.albums) album\($0.albums == 1 ? "" : "s")") }
        case .albums:
            return albums[range].map {
                Row(text: ($0.year.map { "\($0)  " } ?? "") + ($0.title ?? "No Album"), detail: "\($0.tracks) track\($0.tracks == 1 ? "" : "s")")
            }
        case .tracks:
            return tracks[range].map {
                let number = $0.track.map { ($0 < 10 ? "0" : "") + "\($0)  " } ?? ""
                return Row(text: ($0.disc.map { "\($0)-" } ?? "") + number + $0.title, detail: Self.time($0.duration))
            }
        case .search:
            return tracks[range].map {
                Row(text: $0.title + " — " + Self.name($0.shelf) + ($0.album.map { " — " + $0 } ?? ""), detail: Self.time($0.duration))
            }
        }
    }

    /// Moves the highlight, clamped, and scrolls it into view.
    func move(to row: Int, listRows: Int) {
        selected = max(0, min(count - 1, row))
        let rows = max(1, listRows)
        if selected < top { top = selected }
        if selected >= top + rows { top = selected - rows + 1 }
        top = max(0, min(top, count - rows))
    }

    /// Enter: goes down a level; on a track, what to play: it and the tracks after it.
    func enter() -> [String]? {
        switch level {
        case .artists:
            guard artists.indices.contains(selected) else { return nil }
            descend(to: .albums(artist: artists[selected].name))
        case let .albums(artist):
            guard albums.indices.contains(selected) else { return nil }
            descend(to: .tracks(artist: artist, album: albums[selected].title))
        case .tracks, .search:
            guard tracks.indices.contains(selected) else { return nil }
            isTyping = false
            return tracks[selected...].map(\.path)
        }
        return nil
    }

    /// What the highlighted row holds, to append to the queue: an artist's or an album's
    /// tracks in album order, or one track.
    func highlightedTracks() -> [String] {
        do throws(LibraryError) {
            switch level {
            case .artists:
                guard artists.indices.contains(selected) else { return [] }
                let artist = artists[selected].name
                var paths: [String] = []
                for album in try reader.albums(of: artist) { paths += try reader.tracks(of: artist, album: album.title).map(\.path) }
                return paths
            case let .albums(artist):
                guard albums.indices.contains(selected) else { return [] }
                return try reader.tracks(of: artist, album: albums[selected].title).map(\.path)
            case .tracks, .search:
                return tracks.indices.contains(selected) ? [tracks[selected].path] : []
            }
        } catch {
            problem = error.message
            return []
        }
    }

    /// Goes back up a level (leaving a search goes back where it began); false at the top.
    func back() -> Bool {
        guard let last = trail.popLast() else { return false }
        isTyping = false
        load(last.level)
        selected = min(last.selected, max(0, count - 1))
        top = 0
        return true
    }

    /// "/": starts a search from where the browser is.
    func beginSearch() {
        if query == nil { descend(to: .search("")) }
        isTyping = true
    }

    /// A character typed into the search, or one taken back (nil).
    func type(_ character: Character?) {
        guard var text = query else { return }
        if let character { text.append(character) } else if !text.isEmpty { text.removeLast() }
        load(.search(text))
    }

    /// Enter while typing: the results stay, the keys move through them again.
    func stopTyping() { isTyping = false }

    private func descend(to next: Level) {
        trail.append((level, selected))
        load(next)
    }

    private func load(_ next: Level) {
        level = next
        selected = 0
        top = 0
        problem = nil
        do throws(LibraryError) {
            switch next {
            case .artists: artists = try reader.artists()
            case let .albums(artist): albums = try reader.albums(of: artist)
            case let .tracks(artist, album): tracks = try reader.tracks(of: artist, album: album)
            case let .search(text): tracks = try reader.search(LibraryQuery(text), limit: Self.searchLimit)
            }
        } catch {
            problem = error.message
        }
    }

    private static func name(_ artist: String) -> String { artist.isEmpty ? "Unknown Artist" : artist }

    private static func time(_ seconds: Double?) -> String {
        guard let seconds, seconds.isFinite else { return "" }
        let whole = Int(seconds.rounded())
        return "\(whole / 60):" + (whole % 60 < 10 ? "0" : "") + "\(whole % 60)"
    }
}
