import Commands
import Glibc
import Library

/// MPD's stored playlists over PlayDeck's saved queues: `listplaylists`, `listplaylist`,
/// `listplaylistinfo`, `load`, `save`, `rm`, `rename` (and `MPDPlaylistEdits`' edits of one).
/// Saving a queue is the command center's `save`; loading adds the playlist's entries to the
/// queue with `add` (MPD's `load` appends, where PlayDeck's own `load` replaces the queue).
enum MPDStoredPlaylistCommands {
    /// The stored playlists, `playlist:` and `Last-Modified:` each (`listplaylists`, and the end
    /// of `lsinfo` at the root, where mpc's `lsplaylists` reads them).
    static func listPlaylists(_ call: MPDCall) throws(MPDError) {
        for playlist in try MPDPlaylistFiles(call.context).list() {
            call.response.add("playlist", playlist.name)
            call.response.add("Last-Modified", MPDSong.timestamp(playlist.modified))
        }
    }

    static var commands: [MPDCommand] {
        [
            MPDCommand("listplaylists", .read, arguments: 0...0) { call throws(MPDError) in try listPlaylists(call) },
            MPDCommand("listplaylist", .read, arguments: 1...1) { call throws(MPDError) in
                for entry in try MPDPlaylistFiles(call.context).entries(call.arguments[0]) {
                    call.response.add("file", uri(entry.location, call.context))
                }
            },
            MPDCommand("listplaylistinfo", .read, arguments: 1...1) { call throws(MPDError) in
                let entries = try MPDPlaylistFiles(call.context).entries(call.arguments[0])
                let songs = call.context.database?.songs(atPaths: entries.map(\.location)) ?? entries.map { _ in nil }
                for (entry, song) in zip(entries, songs) {
                    let known = song ?? MPDSong(uri: uri(entry.location, call.context), tags: entry.title.map { [(.title, $0)] } ?? [])
                    known.write(into: &call.response, tags: call.client.tagTypes)
                }
            },
            MPDCommand("load", .add, arguments: 1...3) { call throws(MPDError) in try load(call) },
            MPDCommand("save", .control, arguments: 1...1) { call throws(MPDError) in
                let files = try MPDPlaylistFiles(call.context), name = call.arguments[0]
                guard try !files.exists(name) else { throw MPDError(.exist, "Playlist already exists") }
                // PlayDeck's save keeps no empty queue; MPD makes an empty playlist of one.
                if call.context.queue.count == 0 { return try files.write(name, locations: []) }
                try call.context.perform(.save(name))
                call.context.notify(.storedPlaylist)
            },
            MPDCommand("rm", .control, arguments: 1...1) { call throws(MPDError) in
                let path = try MPDPlaylistFiles(call.context).path(call.arguments[0])
                guard unlink(path) == 0 else { throw MPDError(.noExist, "No such playlist") }
                call.context.notify(.storedPlaylist)
            },
            MPDCommand("rename", .control, arguments: 2...2) { call throws(MPDError) in
                let files = try MPDPlaylistFiles(call.context)
                let from = try files.path(call.arguments[0]), to = try files.path(call.arguments[1])
                guard access(from, F_OK) == 0 else { throw MPDError(.noExist, "No such playlist") }
                guard access(to, F_OK) != 0 else { throw MPDError(.exist, "Playlist already exists") }
                guard Glibc.rename(from, to) == 0 else { throw MPDError(.system, String(cString: strerror(errno))) }
                call.context.notify(.storedPlaylist)
            },
        ] + MPDPlaylistEdits.commands
    }

    /// A stored entry's URI: relative to the music directory when it is in it.
    private static func uri(_ location: String, _ context: MPDContext) -> String {
        context.database?.uri(forPath: location) ?? location
    }

    /// `load NAME [START:END] [POS]`: the playlist's entries (those of the range) added to the
    /// queue, at its end or from POS on.
    private static func load(_ call: MPDCall) throws(MPDError) {
        let files = try MPDPlaylistFiles(call.context), name = call.arguments[0]
        let entries = try files.entries(name)
        let range = call.arguments.has(1) ? try call.arguments.range(1) : MPDRange(start: 0, end: nil)
        let count = call.context.queue.count
        let position = call.arguments.has(2)
            ? try MPDQueuePositions.insertion(call.arguments[2], count: count, current: call.context.nowPlaying.queueIndex) : nil
        // A range past the playlist's end loads nothing, and MPD says OK.
        let chosen = range.clamped(to: entries.count)
        if chosen.count == entries.count, position == nil {
            return try call.context.perform(.add(try files.path(name), .end, startsIdle: false))
        }
        for (offset, index) in chosen.enumerated() {
            let placement: QueuePlacement = position.map { .at($0 + offset + 1) } ?? .end
            try call.context.perform(.add(entries[index].location, placement, startsIdle: false))
        }
    }
}
