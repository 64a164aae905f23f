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
        let (entry, result) = try ServerCommand.connect(name, probing: false)
        switch result.flatMap({ connection in SubsonicQuery(query).songs(on: connection).map { (connection, $0) } }) {
        case let .success((connection, found)):
            guard !found.isEmpty else {
                printError("\(entry.name): nothing on the server matches \(Sanitized.line(query))")
                throw ExitCode(1)
            }
            return found.map { $0.mediaItem(server: entry.name, connection: connection, settings: settings) }
        case let .failure(failure):
            printError("\(entry.name): \(failure)")
            throw ExitCode(1)
        }
    }

    /// `plan` with each server item it holds (a restored session's, a handed-over queue's) opening
    /// its stream URL again, with the length the server listed for it when that was kept:
    /// one connection a server; a server that cannot be reached leaves its items unplayable, with
    /// one line.
    static func resolving(_ plan: QueuePlan, settings: SubsonicSettings) -> QueuePlan {
        var plan = plan
        var connections: [String: SubsonicConnection?] = [:]
        for index in plan.items.indices where plan.items[index].playbackURL == nil {
            guard let (server, id) = SubsonicSong.parse(location: plan.items[index].url) else { continue }
            if connections[server] == nil { connections[server] = connection(server) }
            guard let connection = connections[server] ?? nil else { continue }
            // The length the server listed, kept with the queue (or handed over): a transcoded
            // stream does not say it.
            let listed = plan.items[index].listedDuration.map { Int($0.rounded()) }
            (plan.items[index].playbackURL, plan.items[index].transcoded) = connection.playback(of: id, duration: listed, settings: settings)
        }
        return plan
    }

    private static func connection(_ name: String) -> SubsonicConnection? {
        guard let store = SubsonicServerStore.standard(environment: ProcessEnvironment.current) else { return nil }
        do {
            guard let (entry, password) = try store.server(named: name) else {
                printError("\(Sanitized.line(name)): no server is called so any more; its tracks in the queue cannot play")
                return nil
            }
            switch store.learned.connect(SubsonicClient(root: entry.url, credentials: .init(user: entry.user, password: password)), server: name) {
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
}
