/// A song, album or artist of a Subsonic server starred or unstarred (`star LOCATION`, `unstar
/// LOCATION`), named by its location: `subsonic://NAME/ID` (a song, as the queue names it),
/// `subsonic://NAME/album/ID`, `subsonic://NAME/artist/ID`. Once the server has taken it, the
/// player tells every view (`NowPlayingValue.serverStar`), whose lists then mark it.
public struct ServerStar: Sendable, Equatable, Hashable, Codable {
    /// What the id is of.
    public enum Kind: String, Sendable, Codable {
        case song, album, artist
    }

    /// The server's name, as the store keeps it.
    public var server: String
    /// What is starred.
    public var kind: Kind
    /// The server's id of it.
    public var id: String
    /// Starred (true) or unstarred.
    public var starred: Bool

    /// A star of `id` on `server`.
    public init(server: String, kind: Kind, id: String, starred: Bool) {
        self.server = server
        self.kind = kind
        self.id = id
        self.starred = starred
    }

    /// The star a location names; nil for anything but a server's song, album or artist.
    public init?(location: String, starred: Bool) {
        guard location.hasPrefix(Self.scheme) else { return nil }
        let parts = location.dropFirst(Self.scheme.count).split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else { return nil }
        server = String(parts[0])
        self.starred = starred
        let rest = parts[1]
        for kind in [Kind.album, .artist] where rest.hasPrefix(kind.rawValue + "/") {
            let id = rest.dropFirst(kind.rawValue.count + 1)
            guard !id.isEmpty else { return nil }
            (self.kind, self.id) = (kind, String(id))
            return
        }
        (kind, id) = (.song, String(rest))
    }

    /// Where it is: `subsonic://NAME/ID` for a song, `subsonic://NAME/album/ID`, `subsonic://NAME/artist/ID`.
    public var location: String {
        Self.scheme + server + "/" + (kind == .song ? "" : kind.rawValue + "/") + id
    }

    private static let scheme = "subsonic://"
}

extension LibraryList {
    /// This list with the row `star` names marked as the server now has it; unchanged when it
    /// is another server's list or has no such row.
    public func marking(_ star: ServerStar) -> LibraryList {
        guard case .server(star.server, _) = query else { return self }
        var list = self
        switch rows {
        case var .tracks(tracks) where star.kind == .song:
            for index in tracks.indices where tracks[index].starred != nil && tracks[index].path == star.location {
                tracks[index].starred = star.starred
            }
            list.rows = .tracks(tracks)
        case var .albums(albums) where star.kind == .album:
            for index in albums.indices where albums[index].starred != nil && albums[index].id == star.id { albums[index].starred = star.starred }
            list.rows = .albums(albums)
        case var .shelves(shelves) where star.kind == .artist:
            for index in shelves.indices where shelves[index].starred != nil && shelves[index].artistID == star.id {
                shelves[index].starred = star.starred
            }
            list.rows = .shelves(shelves)
        default: break
        }
        return list
    }

    /// The name of the row `star` names ("Polar"), when this list shows it.
    public func title(of star: ServerStar) -> String? {
        guard case .server(star.server, _) = query else { return nil }
        switch rows {
        case let .tracks(tracks) where star.kind == .song: return tracks.first { $0.path == star.location }?.title
        case let .albums(albums) where star.kind == .album: return albums.first { $0.id == star.id }?.title
        case let .shelves(shelves) where star.kind == .artist: return shelves.first { $0.artistID == star.id }?.title
        default: return nil
        }
    }

    /// What starring or unstarring row `index` would ask (the opposite of its mark now); nil
    /// for a row that cannot be starred (the local library's, a server's album lists).
    public func toggledStar(at index: Int) -> ServerStar? {
        guard case let .server(server, _) = query else { return nil }
        switch rows {
        case let .tracks(tracks) where tracks.indices.contains(index):
            guard let starred = tracks[index].starred else { return nil }
            return ServerStar(location: tracks[index].path, starred: !starred).flatMap { $0.server == server && $0.kind == .song ? $0 : nil }
        case let .albums(albums) where albums.indices.contains(index):
            guard let starred = albums[index].starred, let id = albums[index].id else { return nil }
            return ServerStar(server: server, kind: .album, id: id, starred: !starred)
        case let .shelves(shelves) where shelves.indices.contains(index):
            guard let starred = shelves[index].starred, let id = shelves[index].artistID else { return nil }
            return ServerStar(server: server, kind: .artist, id: id, starred: !starred)
        default: return nil
        }
    }
}

extension LibraryList.Shelf {
    /// The server's id of the artist this shelf opens; nil for any other shelf.
    var artistID: String? {
        if case let .server(_, .albums(id, _)) = opens { id } else { nil }
    }
}
