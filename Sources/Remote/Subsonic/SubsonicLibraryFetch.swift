import NowPlaying
import Settings

/// One list of a server's library for the Library panel, read over the network: the API calls
/// a `ServerLibraryQuery` stands for, their answers as the panel's rows (a track's path is
/// `subsonic://NAME/ID`), or why there are none in one line. Blocks: on a worker.
struct SubsonicLibraryFetch: Sendable {
    /// The server's name, as the store keeps it.
    let server: String
    /// Where its address and password are kept.
    let store: SubsonicServerStore?
    /// How to reach it; nil before the first answer (then it is connected here).
    let connection: SubsonicConnection?
    let transport: any SubsonicTransport

    /// What a fetch brings back to the loop.
    struct Outcome: Sendable {
        let list: LibraryList
        /// The connection to keep using; nil after a refusal that a new one may not meet (a
        /// password changed since).
        let connection: SubsonicConnection?
        /// The songs listed, for adding them to the queue by their `subsonic://` path.
        let songs: [SubsonicSong]
    }

    /// Reads `query`'s list.
    func run(_ query: ServerLibraryQuery, cancellation: SubsonicCancellation?) -> Outcome {
        let asked = LibraryListQuery.server(server, query)
        let connected: SubsonicConnection
        switch connect(cancellation: cancellation) {
        case let .success(connection): connected = connection
        case let .failure(why): return Outcome(list: Self.failed(asked, why.line), connection: nil, songs: [])
        }
        var songs: [SubsonicSong] = []
        let rows: Result<LibraryList.Rows, SubsonicFailure>
        switch query {
        case .top:
            rows = connected.perform(.artists(), cancellation: cancellation).map { index in
                .shelves(Self.albumLists.map { type, title in
                    LibraryList.Shelf(title: title, opens: .server(server, .albumList(type: type.rawValue, title: title)))
                } + [LibraryList.Shelf(title: "Playlists", opens: .server(server, .playlists))] + index.flatMap(\.artists).map(artist))
            }
        case let .albumList(type, _):
            let kind = SubsonicAlbumListType(rawValue: type) ?? .newest
            rows = connected.perform(.albumList(kind, size: LibraryList.searchLimit), cancellation: cancellation).map { albums in
                .albums(albums.map { album(of: $0, artist: $0.artist ?? "") })
            }
        case .playlists:
            rows = connected.perform(.playlists(), cancellation: cancellation).map { playlists in
                .shelves(playlists.map { playlist in
                    let opens = LibraryListQuery.server(server, .playlist(id: playlist.id, name: playlist.name))
                    return LibraryList.Shelf(title: playlist.name, detail: playlist.songCount.map(Self.tracks), opens: opens, queues: opens)
                })
            }
        case let .playlist(id, _):
            rows = connected.perform(.playlist(id), cancellation: cancellation).map { playlist in
                songs = playlist.songs
                return .tracks(playlist.songs.map(track))
            }
        case let .albums(artistID, _):
            rows = connected.perform(.artist(artistID), cancellation: cancellation).map { artist in
                .albums(artist.albums.map { album(of: $0, artist: nil) })
            }
        case let .tracks(albumID, _, _):
            rows = connected.perform(.album(albumID), cancellation: cancellation).map { album in
                songs = album.songs
                return .tracks(album.songs.map(track))
            }
        case let .artistTracks(artistID, _):
            rows = connected.perform(.artist(artistID), cancellation: cancellation).flatMap { artist in
                var all: [SubsonicSong] = []
                for album in artist.albums {
                    switch connected.perform(.album(album.id), cancellation: cancellation) {
                    case let .success(found): all += found.songs
                    case let .failure(failure): return .failure(failure)
                    }
                }
                songs = all
                return .success(.tracks(all.map(track)))
            }
        case let .search(text):
            rows = connected.perform(.search3(text, artists: 0, albums: 0, songs: LibraryList.searchLimit), cancellation: cancellation)
                .map { found in
                    songs = found.songs
                    return .tracks(found.songs.map(track))
                }
        }
        switch rows {
        case let .success(rows):
            return Outcome(list: LibraryList(query: asked, rows: rows), connection: connected, songs: songs)
        case let .failure(failure):
            // A refusal of the account (error 40 and its kind) is met again by this connection.
            let refused = if case let .server(code, _) = failure { (40..<50).contains(code) } else { false }
            return Outcome(list: Self.failed(asked, failure.description), connection: refused ? nil : connected, songs: [])
        }
    }

    /// Reads the song `id` (`getSong`), for a `subsonic://` path the panel has not listed: the
    /// connection it used (nil when none could be made) and the song, or why not in one line.
    func song(_ id: String) -> (connection: SubsonicConnection?, song: Result<SubsonicSong, ServerItemFailure>) {
        switch connect(cancellation: nil) {
        case let .failure(why): return (nil, .failure(ServerItemFailure(line: why.line)))
        case let .success(connection):
            return (connection, connection.perform(.song(id)).mapError { ServerItemFailure(line: $0.description) })
        }
    }

    /// Stars or unstars on the server (`star`, `unstar`): the connection it used (nil when none
    /// could be made) and nothing, or why not in one line.
    func star(_ star: ServerStar) -> (connection: SubsonicConnection?, taken: Result<Void, ServerItemFailure>) {
        let target: SubsonicStarTarget = switch star.kind {
        case .song: .song(star.id)
        case .album: .album(star.id)
        case .artist: .artist(star.id)
        }
        switch connect(cancellation: nil) {
        case let .failure(why): return (nil, .failure(ServerItemFailure(line: why.line)))
        case let .success(connection):
            return (connection, connection.perform(.star(target, star.starred)).mapError { ServerItemFailure(line: $0.description) })
        }
    }

    /// The connection kept, or a new one made with the store's address and password (in the
    /// form learned of the server, with no request, when one was).
    private func connect(cancellation: SubsonicCancellation?) -> Result<SubsonicConnection, Unreadable> {
        if let connection { return .success(connection) }
        guard let store else { return .failure(Unreadable(line: "no place for servers (HOME is not set)")) }
        let found: (entry: SubsonicServerEntry, password: String)?
        do {
            found = try store.server(named: server)
        } catch {
            return .failure(Unreadable(line: error.description))
        }
        guard let found else { return .failure(Unreadable(line: "no server is called so (playdeck server list)")) }
        let client = SubsonicClient(root: found.entry.url, credentials: .init(user: found.entry.user, password: found.password),
                                    transport: transport)
        return store.learned.connect(client, server: server, cancellation: cancellation).mapError { Unreadable(line: $0.description) }
    }

    /// Why a list could not be read, in one line.
    private struct Unreadable: Error {
        let line: String
    }

    /// The album lists at the top of a server's list, in the order shown.
    static let albumLists: [(SubsonicAlbumListType, String)] = [
        (.newest, "Recently added"), (.recent, "Recently played"), (.random, "Random albums"), (.starred, "Starred albums"),
    ]

    private static func tracks(_ count: Int) -> String { "\(count) track\(count == 1 ? "" : "s")" }

    /// An artist as a shelf: Enter opens its albums, `a` queues its tracks.
    private func artist(_ artist: SubsonicArtist) -> LibraryList.Shelf {
        let count = artist.albumCount ?? 0
        return LibraryList.Shelf(title: artist.name.isEmpty ? "Unknown Artist" : artist.name, detail: "\(count) album\(count == 1 ? "" : "s")",
                                 opens: .server(server, .albums(artistID: artist.id, artist: artist.name)),
                                 queues: .server(server, .artistTracks(artistID: artist.id, artist: artist.name)),
                                 starred: artist.starred != nil)
    }

    private func album(of album: SubsonicAlbum, artist: String?) -> LibraryList.Album {
        LibraryList.Album(title: album.name, year: album.year, tracks: album.songCount ?? 0, id: album.id, artist: artist,
                          starred: album.starred != nil)
    }

    private func track(_ song: SubsonicSong) -> LibraryList.Track {
        LibraryList.Track(path: SubsonicSong.location(server: server, id: song.id), title: song.title, artist: song.artist ?? "",
                          album: song.album, disc: song.discNumber, number: song.track, duration: song.duration.map(Double.init),
                          starred: song.starred != nil)
    }

    private static func failed(_ query: LibraryListQuery, _ why: String) -> LibraryList {
        LibraryList(query: query, rows: .tracks([]), problem: .unreadable(why))
    }
}

extension SubsonicSong {
    /// `subsonic://NAME/ID`: how the queue, the session and the Library panel name a server's song.
    public static func location(server: String, id: String) -> String { "subsonic://\(server)/\(id)" }

    /// The server and song id a `subsonic://NAME/ID` location names; nil for anything else.
    public static func parse(location: String) -> (server: String, id: String)? {
        guard location.hasPrefix("subsonic://") else { return nil }
        let parts = location.dropFirst("subsonic://".count).split(separator: "/", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        return (String(parts[0]), String(parts[1]))
    }

    /// The song as a queue item: the server's title, artist, album and track number, its listed
    /// length and star, and the `stream` URL mpv opens (it carries the credential: never shown,
    /// saved or sent).
    public func mediaItem(server: String, connection: SubsonicConnection, settings: SubsonicSettings) -> MediaItem {
        var metadata = [MetadataItem(.title, title)]
        if let artist { metadata.append(MetadataItem(.artist, artist)) }
        if let album { metadata.append(MetadataItem(.album, album)) }
        if let track { metadata.append(MetadataItem(.trackNumber, String(track))) }
        var item = MediaItem(url: Self.location(server: server, id: id), externalMetadata: metadata, playlistTitle: title)
        (item.playbackURL, item.transcoded) = connection.playback(of: id, duration: duration, settings: settings)
        item.listedDuration = duration.flatMap { $0 > 0 ? Double($0) : nil }
        item.starred = starred != nil
        return item
    }
}
