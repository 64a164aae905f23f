import Commands
import NowPlaying
import Settings

/// The Library panel's side of the tile: Artists → Albums → Tracks, or the tracks a search
/// finds as it is typed, with the highlighted row, of the local library or (Tab) of a Subsonic
/// server the player knows. Every list is asked of the source (`NowPlayingIntent.library`) and
/// drawn from its answer, so the panel browses the player's library wherever the player runs;
/// an answer to a list since left is dropped. Keys and answers come back as effects for the
/// tile to carry out.
struct LibraryPanel {
    /// The list shown, or asked for and not answered yet.
    private(set) var level = LibraryListQuery.artists
    /// The answer to `level`; while a search is typed, the previous search's answer stays up
    /// until the new one comes.
    private var list: LibraryList?
    /// The highlighted row and the first visible one.
    private(set) var selected = 0
    private(set) var top = 0
    /// Whether typing goes into the search.
    private(set) var isTyping = false
    /// Where each level above was, to come back to.
    private var trail: [(level: LibraryListQuery, selected: Int)] = []
    /// The row to highlight once the list asked for comes (going back up).
    private var returning: Int?
    /// The tracks asked for to add to the queue ("a" or "A" on an artist or an album), and where.
    private var appending: (query: LibraryListQuery, placement: QueuePlacement)?
    /// The folder the player was asked to add to an empty library, until the library changes.
    private(set) var adding: String?
    /// The Subsonic servers the player browses besides its library, as its last answer said.
    private var servers: [String] = []

    /// Opens the panel on the library's Artists list.
    mutating func open() -> [PanelEffect] {
        self = LibraryPanel(servers: servers)
        return [.show(.library), .ask(.library(.artists))]
    }

    /// Closes the panel: what it showed goes, the servers it heard of stay (Tab at once after
    /// the next opening, before any answer, knows them).
    mutating func close() {
        self = LibraryPanel(servers: servers)
    }

    /// The rows of the list shown.
    private var shown: LibraryList.Rows? {
        guard let list, level.shows(list.query) else { return nil }
        return list.rows
    }

    /// How many rows the list has.
    var count: Int {
        switch shown {
        case let .artists(rows)?: rows.count
        case let .albums(rows)?: rows.count
        case let .tracks(rows)?: rows.count
        case let .shelves(rows)?: rows.count
        case nil: 0
        }
    }

    /// The query while searching.
    var query: String? { level.searchText }

    /// An answer from the source: the list asked for is shown, the tracks asked for to append
    /// are appended; a source without a library closes the panel and says so.
    mutating func receive(_ answer: LibraryList, listRows: Int) -> [PanelEffect] {
        if case .unavailable? = answer.problem { return [.close, .say("'library' is not available here")] }
        if let servers = answer.servers { self.servers = servers }
        var effects: [PanelEffect] = []
        if let appending, answer.query == appending.query {
            self.appending = nil
            if case let .unreadable(why)? = answer.problem { effects = [.say(Self.unreadable(why, of: answer.query))] }
            if case let .tracks(tracks) = answer.rows { effects += LibraryQueueing.add(tracks.map(\.path), appending.placement) }
        }
        if answer.query == level {
            if !answer.isEmptyLibrary { adding = nil }
            list = answer
            move(to: returning ?? 0, listRows: listRows)
            returning = nil
        }
        return effects
    }

    /// A key inside the panel; `.passOn` when it is not the panel's and goes on to the tile.
    mutating func key(_ key: KeyName, keys: KeyBindings, listRows rows: Int) -> [PanelEffect] {
        if isTyping {
            switch key.base {
            case .named(.enter): isTyping = false
            case .named(.esc): return back()
            case .named(.backspace): return type(nil)
            case .named(.space): return type(" ")
            case .named(.up): move(to: selected - 1, listRows: rows)
            case .named(.down): move(to: selected + 1, listRows: rows)
            case let .character(character) where key.modifiers.isEmpty || key.modifiers == .shift: return type(character)
            default: break
            }
            return []
        }
        if let offer = offeredFolder, adding == nil, key.base == .named(.enter) || key.base == .character("a") {
            adding = offer
            return [.perform(.libraryScan(offer))]
        }
        switch key.base {
        case .named(.up), .character("k"): move(to: selected - 1, listRows: rows)
        case .named(.down), .character("j"): move(to: selected + 1, listRows: rows)
        case .named(.pgup): move(to: selected - rows, listRows: rows)
        case .named(.pgdn): move(to: selected + rows, listRows: rows)
        case .named(.enter), .named(.right): return enter()
        case .character("a"): return addHighlighted(.end)
        case .character("A"): return addHighlighted(.next)
        case .character("*"): return starHighlighted()
        case .character("/"):
            if query == nil { return descend(to: level.search("")) } else { isTyping = true }
        case .named(.tab): return switchSource()
        case .named(.left), .named(.backspace), .named(.esc): return trail.isEmpty ? [.close] : back()
        default: return keys.command(for: key) == .tile(.library) ? [.close] : [.passOn]
        }
        return []
    }

    /// A server took a star: the list shown marks it (the lists left are the player's to mark).
    mutating func mark(_ star: ServerStar) {
        list = list?.marking(star)
    }

    /// "*": stars the highlighted song, album or artist of a server, or unstars it; its mark
    /// changes once the server has taken it (`mark`).
    private func starHighlighted() -> [PanelEffect] {
        guard let list, shown != nil, count > 0 else { return [] }
        guard let star = list.toggledStar(at: selected) else {
            return [.say(level.server == nil ? "Only a server's songs, albums and artists can be starred" : "This cannot be starred")]
        }
        return [.perform(.star(star.location, star.starred))]
    }

    /// The library may have changed (a folder added, files arrived): the list shown is asked
    /// for again, the highlight kept where it was.
    mutating func libraryChanged() -> [PanelEffect] {
        adding = nil
        returning = selected
        return [.ask(.library(level))]
    }

    /// The player refused to add the folder: it may be offered again.
    mutating func addingRefused() {
        adding = nil
    }

    /// The music folder the player offers to add while its library is empty.
    private var offeredFolder: String? {
        if case let .empty(offer)? = list?.problem, list?.query == level { offer } else { nil }
    }

    /// Moves the highlight, clamped, and scrolls it into view.
    private mutating func move(to row: Int, listRows: Int) {
        selected = max(0, min(count - 1, row))
        let rows = max(1, listRows)
        if selected < top { top = selected }
        if selected >= top + rows { top = selected - rows + 1 }
        top = max(0, min(top, count - rows))
    }

    /// Enter: goes down a level; on a track, plays its album (or the search's tracks) from it,
    /// in place of the queue.
    private mutating func enter() -> [PanelEffect] {
        switch shown {
        case let .artists(artists)? where artists.indices.contains(selected):
            guard let next = level.albums(of: artists[selected]) else { return [] }
            return descend(to: next)
        case let .albums(albums)? where albums.indices.contains(selected):
            guard let next = level.tracks(of: albums[selected]) else { return [] }
            return descend(to: next)
        case let .tracks(tracks)? where tracks.indices.contains(selected):
            let name = query.map { "'\($0)'" } ?? playlistName ?? tracks[selected].album ?? "No Album"
            return LibraryQueueing.play(tracks.map(\.path), from: selected, name: name) + [.close]
        case let .shelves(shelves)? where shelves.indices.contains(selected):
            return descend(to: shelves[selected].opens)
        default: return []
        }
    }

    /// "a" (at the end) or "A" (next): the highlighted row's tracks, an artist's or an album's
    /// (asked for, added when they come), or one track.
    private mutating func addHighlighted(_ placement: QueuePlacement) -> [PanelEffect] {
        let wanted: LibraryListQuery?
        switch shown {
        case let .artists(artists)? where artists.indices.contains(selected): wanted = level.tracks(of: artists[selected])
        case let .albums(albums)? where albums.indices.contains(selected): wanted = level.tracks(of: albums[selected])
        case let .shelves(shelves)? where shelves.indices.contains(selected): wanted = shelves[selected].queues
        case let .tracks(tracks)? where tracks.indices.contains(selected):
            return LibraryQueueing.add([tracks[selected].path], placement)
        default: return []
        }
        guard let wanted else { return [] }
        appending = (wanted, placement)
        return [.ask(.library(wanted))]
    }

    /// Goes back up a level (leaving a search goes back where it began).
    private mutating func back() -> [PanelEffect] {
        guard let last = trail.popLast() else { return [] }
        isTyping = false
        returning = last.selected
        return show(last.level)
    }

    /// A character typed into the search, or one taken back (nil).
    private mutating func type(_ character: Character?) -> [PanelEffect] {
        guard var text = query else { return [] }
        if let character { text.append(character) } else if !text.isEmpty { text.removeLast() }
        return show(level.search(text))
    }

    /// Tab: the next source, the library then each server in turn, on its top list. Without a
    /// server it is the tile's key, as it was before servers (the queue).
    private mutating func switchSource() -> [PanelEffect] {
        guard !servers.isEmpty else { return [.passOn] }
        let sources: [String?] = [nil] + servers
        let next = sources[((sources.firstIndex(of: level.server) ?? 0) + 1) % sources.count]
        isTyping = false
        trail = []
        returning = nil
        return show(.top(next))
    }

    private mutating func descend(to next: LibraryListQuery) -> [PanelEffect] {
        trail.append((level, selected))
        if next.searchText != nil { isTyping = true }
        return show(next)
    }

    private mutating func show(_ next: LibraryListQuery) -> [PanelEffect] {
        level = next
        selected = 0
        top = 0
        return [.ask(.library(next))]
    }

    /// The panel as drawn: the visible rows of `listRows`.
    func snapshot(listRows: Int) -> LibraryPanelSnapshot {
        let range = top..<min(count, top + max(0, listRows))
        var rows: [LibraryPanelSnapshot.Row] = []
        switch shown {
        case let .artists(artists)?:
            rows = artists[range].map { (LibraryListQuery.name($0.name), "\($0.albums) album\($0.albums == 1 ? "" : "s")", false) }
        case let .albums(albums)?:
            rows = albums[range].map { album in
                let title = (album.year.map { "\($0)  " } ?? "") + (album.title ?? "No Album")
                return (title + (album.artist.map { " — " + LibraryListQuery.name($0) } ?? ""), "\(album.tracks) track\(album.tracks == 1 ? "" : "s")",
                        album.starred == true)
            }
        case let .shelves(shelves)?:
            rows = shelves[range].map { ($0.title, $0.detail ?? "", $0.starred == true) }
        case let .tracks(tracks)?:
            rows = tracks[range].map { track in
                // A search's or a playlist's tracks come from many albums: each says whose and which.
                guard query == nil, playlistName == nil else {
                    return (track.title + " — " + LibraryListQuery.name(track.artist) + (track.album.map { " — " + $0 } ?? ""), Self.time(track.duration),
                            track.starred == true)
                }
                let number = track.number.map { ($0 < 10 ? "0" : "") + "\($0)  " } ?? ""
                return ((track.disc.map { "\($0)-" } ?? "") + number + track.title, Self.time(track.duration), track.starred == true)
            }
        case nil: break
        }
        var problem: String?
        if let list, case let .unreadable(why)? = list.problem { problem = Self.unreadable(why, of: list.query) }
        var snapshot = LibraryPanelSnapshot(title: level.title, rows: rows, top: top, selected: selected, count: count, query: query,
                                            isTyping: isTyping, problem: problem, isWaiting: shown == nil, switchesSource: !servers.isEmpty)
        snapshot.server = level.server
        if shown != nil, list?.isEmptyLibrary == true { snapshot.emptyLibrary = .init(offer: offeredFolder, adding: adding) }
        return snapshot
    }

    /// The name of the playlist shown, which plays as itself ("Playing Road Trip (12 tracks)").
    private var playlistName: String? {
        if case let .server(_, .playlist(_, name)) = level { name } else { nil }
    }

    /// "Cannot read the library: WHY", or the server named.
    private static func unreadable(_ why: String, of query: LibraryListQuery) -> String {
        "Cannot read " + (query.server ?? "the library") + ": " + why
    }

    private static func time(_ seconds: Double?) -> String {
        guard let seconds, seconds.isFinite else { return "" }
        let whole = Int(seconds.rounded())
        return "\(whole / 60):" + (whole % 60 < 10 ? "0" : "") + "\(whole % 60)"
    }
}

extension LibraryList {
    /// Whether this answer says the library holds nothing yet.
    var isEmptyLibrary: Bool {
        if case .empty? = problem { true } else { false }
    }
}
