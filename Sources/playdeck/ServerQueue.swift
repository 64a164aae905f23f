import ArgumentParser
import MediaFiles
import NowPlaying
import Remote
import Settings
import Stage
import EventLoop

/// `playdeck --server NAME QUERY`: the server's tracks that match, as queue items named
/// `subsonic://NAME/ID` with the server's title, artist and album, mpv opening their `stream`
/// URL (which carries the credential, so it is never shown or kept) at `[subsonic]`'s bit rate
/// and format.
enum ServerQueue {
    /// The items, or the line saying why there are none (exit status 1).
    static func items(server name: String, query: String, settings: SubsonicSettings) throws -> [MediaItem] {
        let (entry, result) = try ServerCommand.connect(name)
        switch result.flatMap({ connection in SubsonicQuery(query).songs(on: connection).map { (connection, $0) } }) {
        case let .success((connection, found)):
            guard !found.isEmpty else {
                printError("\(entry.name): nothing on the server matches \(Sanitized.line(query))")
                throw ExitCode(1)
            }
            return found.map { item($0, server: entry.name, connection: connection, settings: settings) }
        case let .failure(failure):
            printError("\(entry.name): \(failure)")
            throw ExitCode(1)
        }
    }

    /// `plan` with each server item it holds (a restored session's) opening its stream URL again:
    /// one connection a server; a server that cannot be reached leaves its items unplayable, with
    /// one line.
    static func resolving(_ plan: QueuePlan, settings: SubsonicSettings) -> QueuePlan {
        var plan = plan
        var connections: [String: SubsonicConnection?] = [:]
        for index in plan.items.indices where plan.items[index].playbackURL == nil {
            guard let (server, id) = location(plan.items[index].url) else { continue }
            if connections[server] == nil { connections[server] = connection(server) }
            guard let connection = connections[server] ?? nil else { continue }
            plan.items[index].playbackURL = connection.streamURL(id, maxBitRate: settings.maxBitRate, format: settings.format)
        }
        return plan
    }

    /// The server and song id a `subsonic://NAME/ID` item names.
    private static func location(_ url: String) -> (server: String, id: String)? {
        guard url.hasPrefix("subsonic://") else { return nil }
        let parts = url.dropFirst("subsonic://".count).split(separator: "/", maxSplits: 1)
        guard parts.count == 2 else { return nil }
        return (String(parts[0]), String(parts[1]))
    }

    private static func connection(_ name: String) -> SubsonicConnection? {
        guard let store = SubsonicServerStore.standard(environment: ProcessEnvironment.current) else { return nil }
        do {
            guard let (entry, password) = try store.server(named: name) else {
                printError("\(Sanitized.line(name)): no server is called so any more; its tracks in the queue cannot play")
                return nil
            }
            switch SubsonicClient(root: entry.url, credentials: .init(user: entry.user, password: password)).connect() {
            case let .success(connection): return connection
            case let .failure(failure):
                printError("\(entry.name): \(failure); its tracks in the queue cannot play")
                return nil
            }
        } catch {
            printError("\(error.description); the server's tracks in the queue cannot play")
            return nil
        }
    }

    /// One song as a queue item.
    static func item(_ song: SubsonicSong, server: String, connection: SubsonicConnection, settings: SubsonicSettings) -> MediaItem {
        var metadata = [MetadataItem(.title, song.title)]
        if let artist = song.artist { metadata.append(MetadataItem(.artist, artist)) }
        if let album = song.album { metadata.append(MetadataItem(.album, album)) }
        if let track = song.track { metadata.append(MetadataItem(.trackNumber, String(track))) }
        var item = MediaItem(url: "subsonic://\(server)/\(song.id)", externalMetadata: metadata, playlistTitle: song.title)
        item.playbackURL = connection.streamURL(song.id, maxBitRate: settings.maxBitRate, format: settings.format)
        return item
    }
}
