import EventLoop
import MediaFiles
import NowPlaying

/// The covers and lyrics of the songs of the servers `playdeck server add` kept
/// (`subsonic://NAME/ID`), for the session's artwork and lyrics workers: the song (`getSong`)
/// names its cover (`getCoverArt` at `coverSide`, kept on disk by `SubsonicCoverCache`) and its
/// artist and title (`getLyrics`); a server that offers OpenSubsonic's `songLyrics` gives its
/// lyrics by the song's id, synced when it has them synced. Blocking, each request bounded by
/// the transport's timeout; a server that cannot be reached gives nothing and says nothing
/// (the tile is then as it was), and is asked again for the next song.
public final class SubsonicItemResources: ServerItemResources {
    /// The cover's longer side asked of the server: the most pixels the artwork keeps decoded
    /// (`ArtworkLocator` scales anything larger than twice its 320-pixel working side down).
    public static let coverSide = 640
    /// The most songs whose lyrics (or their absence) are kept in memory.
    static let lyricsLimit = 256

    private let store: SubsonicServerStore?
    private let covers: SubsonicCoverCache?
    private let transport: any SubsonicTransport
    private let state = Locked(State())

    private struct State {
        var connections: [String: SubsonicConnection] = [:]
        var songs: [String: SubsonicSong] = [:]
        var lyrics: [String: LyricsSource?] = [:]
        var lyricsOrder: [String] = []
    }

    /// Resources of the servers `store` keeps, covers kept in `covers`; a cover answer is read
    /// up to 16 MiB, and no request takes more than 10 s.
    public init(store: SubsonicServerStore?, covers: SubsonicCoverCache?,
                transport: any SubsonicTransport = CurlSubsonicTransport(limit: 16 << 20, timeout: 10)) {
        self.store = store
        self.covers = covers
        self.transport = transport
    }

    public func serves(_ location: String) -> Bool {
        SubsonicSong.parse(location: location) != nil
    }

    public func coverFile(for location: String) -> String? {
        guard let covers, let (server, id) = SubsonicSong.parse(location: location), let connection = connection(server),
              let song = song(location, id, on: connection), let cover = song.coverArt else { return nil }
        let key = SubsonicCoverCache.key(root: connection.root, cover: cover, size: Self.coverSide)
        if let kept = covers.file(for: key) { return kept }
        // Only a picture that decodes is kept (at its smallest scale: cheap): a broken one
        // would otherwise stay on disk, and the song stay without a cover, until evicted.
        guard case let .success((status, body)) = transport.get(connection.coverArtURL(cover, size: Self.coverSide), cancellation: nil),
              status == 200, let picture = EncodedPicture(bytes: body), (try? PictureDecoder.decode(picture, minimumSide: 1)) != nil
        else { return nil }
        return covers.store(body, for: key)
    }

    public func lyrics(for location: String) -> LyricsSource? {
        if let kept = state.withLock({ $0.lyrics[location] }) { return kept }
        guard let (server, id) = SubsonicSong.parse(location: location), let connection = connection(server) else { return nil }
        let found: Result<String?, SubsonicFailure>
        if connection.offers("songLyrics") {
            found = connection.perform(.lyrics(songID: id)).map { sets in
                (sets.first { $0.synced && !$0.lines.isEmpty } ?? sets.first { !$0.lines.isEmpty }).map(\.text)
            }
        } else if let song = song(location, id, on: connection) {
            found = connection.perform(.lyrics(artist: song.artist ?? "", title: song.title)).map { $0?.text }
        } else {
            return nil
        }
        // A failure is not kept: the song's lyrics are asked again when it plays again.
        guard case let .success(text) = found else { return nil }
        let source = text.map { LyricsSource(origin: .server, text: LyricsText(bytes: Array($0.utf8)), isCut: false) }
        state.withLock { state in
            if state.lyrics.updateValue(source, forKey: location) == nil { state.lyricsOrder.append(location) }
            while state.lyricsOrder.count > Self.lyricsLimit { state.lyrics[state.lyricsOrder.removeFirst()] = nil }
        }
        return source
    }

    /// The song `id` as the server lists it, asked once.
    private func song(_ location: String, _ id: String, on connection: SubsonicConnection) -> SubsonicSong? {
        if let kept = state.withLock({ $0.songs[location] }) { return kept }
        guard case let .success(song) = connection.perform(.song(id)) else { return nil }
        state.withLock { state in
            if state.songs.count >= Self.lyricsLimit { state.songs = [:] }
            state.songs[location] = song
        }
        return song
    }

    /// The connection to `server`, made with the store's address and password the first time.
    private func connection(_ server: String) -> SubsonicConnection? {
        if let kept = state.withLock({ $0.connections[server] }) { return kept }
        guard let store, let (entry, password) = (try? store.server(named: server)) ?? nil else { return nil }
        let client = SubsonicClient(root: entry.url, credentials: .init(user: entry.user, password: password), transport: transport)
        guard case let .success(connection) = store.learned.connect(client, server: server) else { return nil }
        state.withLock { $0.connections[server] = connection }
        return connection
    }
}
