import Glibc

/// What follows a filter in `find` and `search` (`ParseDatabaseSelection`): `sort TAG` (`-TAG`
/// descending, or `Last-Modified`) and `window START:END`, read from the end as MPD reads them.
struct MPDSelection {
    /// The arguments before `sort` and `window`: the filter.
    let filterArguments: [String]
    private var window: MPDRange?
    private var sort: Sort?
    private var descending = false

    private enum Sort { case lastModified, tag(MPDTag) }

    init(_ arguments: [String]) throws(MPDError) {
        var arguments = arguments
        if arguments.count >= 2, arguments[arguments.count - 2] == "window" {
            window = try MPDArguments(arguments).range(arguments.count - 1)
            arguments.removeLast(2)
        }
        if arguments.count >= 2, arguments[arguments.count - 2] == "sort" {
            var name = Substring(arguments[arguments.count - 1])
            if name.hasPrefix("-") {
                descending = true
                name = name.dropFirst()
            }
            if name.lowercased() == "last-modified" {
                sort = .lastModified
            } else if let tag = MPDTag(name: String(name)) {
                sort = .tag(tag)
            } else {
                throw MPDError(.argument, "Unknown sort tag")
            }
            arguments.removeLast(2)
        }
        filterArguments = arguments
    }

    /// `songs` sorted (stably, as MPD does) and cut to the window. Sorted songs have no
    /// `Format:`: MPD sorts copies of them whose conversion back for printing drops the audio
    /// format (`DetachedSong::operator LightSong`), and clients see them so.
    func apply(to songs: [MPDSong]) -> [MPDSong] {
        var songs = songs
        if sort != nil {
            for index in songs.indices { songs[index].format = nil }
        }
        switch sort {
        case nil: break
        case .lastModified:
            let descending = descending
            songs = Self.stableSorted(songs) { a, b in
                let x = a.lastModified ?? -1, y = b.lastModified ?? -1
                return descending ? x > y : x < y
            }
        case let .tag(tag):
            let keyed = songs.map { (MPDTagFallback.values(tag, in: $0).first ?? "", $0) }
            let numeric = tag == .disc || tag == .track, descending = descending
            songs = Self.stableSorted(keyed) { a, b in
                let (x, y) = descending ? (b.0, a.0) : (a.0, b.0)
                return numeric ? atol(x) < atol(y) : x.utf8.lexicographicallyPrecedes(y.utf8)
            }.map(\.1)
        }
        guard let window else { return songs }
        return Array(songs[window.clamped(to: songs.count)])
    }

    private static func stableSorted<Item>(_ items: [Item], by less: (Item, Item) -> Bool) -> [Item] {
        items.enumerated().sorted { a, b in
            if less(a.element, b.element) { return true }
            if less(b.element, a.element) { return false }
            return a.offset < b.offset
        }.map(\.element)
    }
}
