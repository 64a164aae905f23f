import ArgumentParser
import MediaFiles
import NowPlaying
import Remote
import Settings

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
