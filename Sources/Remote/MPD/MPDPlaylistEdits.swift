import Library
import Locations

/// MPD's edits of one stored playlist: `playlistadd`, `playlistdelete`, `playlistclear`,
/// `playlistmove`, on PlayDeck's saved queue of that name (each entry keeps its title).
enum MPDPlaylistEdits {
    static var commands: [MPDCommand] {
        [
            MPDCommand("playlistadd", .control, arguments: 2...3) { call throws(MPDError) in try add(call) },
            MPDCommand("playlistdelete", .control, arguments: 2...2) { call throws(MPDError) in
                let files = try MPDPlaylistFiles(call.context), name = call.arguments[0]
                let range = try call.arguments.range(1)
                var entries = try files.entries(name)
                guard range.start < entries.count || range.start == entries.count && range.end == nil else {
                    throw MPDError(.argument, "Bad song index")
                }
                entries.removeSubrange(range.clamped(to: entries.count))
                try save(call, files, name, entries)
            },
            MPDCommand("playlistclear", .control, arguments: 1...1) { call throws(MPDError) in
                let files = try MPDPlaylistFiles(call.context)
                guard try files.exists(call.arguments[0]) else { throw MPDError(.noExist, "No such playlist") }
                try save(call, files, call.arguments[0], [])
            },
            MPDCommand("playlistmove", .control, arguments: 3...3) { call throws(MPDError) in
                let files = try MPDPlaylistFiles(call.context), name = call.arguments[0]
                let from = try call.arguments.unsigned(1), to = try call.arguments.unsigned(2)
                // MPD does not look for the playlist when nothing moves.
                guard from != to else { return }
                var entries = try files.entries(name)
                guard from < entries.count, to < entries.count else { throw MPDError(.argument, "Bad range") }
                entries.insert(entries.remove(at: from), at: to)
                try save(call, files, name, entries)
            },
        ]
    }

    /// `playlistadd NAME URI [POS]`: a song or URL added at the end (the playlist made when there
    /// is none) or at POS.
    private static func add(_ call: MPDCall) throws(MPDError) {
        let files = try MPDPlaylistFiles(call.context), name = call.arguments[0]
        let position = call.arguments.has(2) ? try call.arguments.unsigned(2) : nil
        var entries = try files.exists(name) ? try files.entries(name) : []
        if let position, position > entries.count { throw MPDError(.argument, "Bad position") }
        guard let location = MPDQueueEdits.location(call.arguments[1], in: call.context) else {
            throw MPDError(.noExist, "No such directory")
        }
        guard LocationRule.scheme(of: location) != nil || MPDQueueEdits.isFile(location) else {
            throw MPDError(.noExist, "PlayDeck adds songs to a stored playlist one at a time, not folders")
        }
        entries.insert(Playlist.Entry(location: location), at: position ?? entries.count)
        try save(call, files, name, entries)
    }

    private static func save(_ call: MPDCall, _ files: MPDPlaylistFiles, _ name: String, _ entries: [Playlist.Entry]) throws(MPDError) {
        try files.write(name, entries: entries)
        call.context.notify(.storedPlaylist)
    }
}
