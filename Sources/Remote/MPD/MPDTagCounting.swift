/// MPD's `list` and `count` (`DatabaseCommands.cxx`, `UniqueTags.cxx`, `Count.cxx`): a tag's
/// distinct values in byte order, a song without the tag (or its fallback) counted under the
/// empty value, nested under `group` tags.
enum MPDTagCounting {
    static func list(_ call: MPDCall) throws(MPDError) {
        var arguments = call.arguments.values
        let name = arguments.removeFirst()
        let database = try MPDDatabaseCommands.database(call)
        if ["file", "filename"].contains(name.lowercased()) {
            let songs = arguments.isEmpty ? try database.songs()
                : try database.songs(matching: try MPDFilterParser(foldCase: false).parse(arguments))
            for song in MPDDirectoryTree.inWalkOrder(songs) { call.response.add("file", song.uri) }
            return
        }
        guard let tag = MPDTag(name: name) else { throw MPDError(.argument, "Unknown tag type: \(name)") }
        var filter: MPDFilter?
        if arguments.count == 1, !arguments[0].hasPrefix("(") {
            // MPD before 0.12: `list album ARTIST`.
            guard tag == .album else { throw MPDError(.argument, "should be \"Album\" for 3 arguments") }
            filter = .tag(.artist, MPDStringFilter(value: arguments.removeFirst(), foldCase: false, substring: false, negated: false))
        }
        var chain: [MPDTag] = []
        while arguments.count >= 2, arguments[arguments.count - 2] == "group" {
            let groupName = arguments[arguments.count - 1]
            guard let group = MPDTag(name: groupName) else { throw MPDError(.argument, "Unknown tag type: \(groupName)") }
            guard group != tag, !chain.contains(group) else { throw MPDError(.argument, "Conflicting group") }
            chain.append(group)
            arguments.removeLast(2)
        }
        chain.append(tag)
        if !arguments.isEmpty { filter = try MPDFilterParser(foldCase: false).parse(arguments) }
        let songs = if let filter { try database.songs(matching: filter) } else { try database.songs() }
        let root = Node()
        for song in songs { root.collect(song, chain[...]) }
        root.write(into: &call.response, chain[...])
    }

    static func count(_ call: MPDCall) throws(MPDError) {
        var arguments = call.arguments.values
        var group: MPDTag?
        if arguments.count >= 2, arguments[arguments.count - 2] == "group" {
            let name = arguments[arguments.count - 1]
            guard let tag = MPDTag(name: name) else { throw MPDError(.argument, "Unknown tag type: \(name)") }
            group = tag
            arguments.removeLast(2)
        }
        let database = try MPDDatabaseCommands.database(call)
        let songs = arguments.isEmpty ? try database.songs()
            : try database.songs(matching: try MPDFilterParser(foldCase: false).parse(arguments))
        guard let group else {
            write(Totals(songs), into: &call.response)
            return
        }
        var totals: [String: Totals] = [:]
        for song in songs {
            let values = MPDTagFallback.values(group, in: song)
            for value in values.isEmpty ? [""] : values { totals[value, default: Totals()].add(song) }
        }
        for key in totals.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            call.response.add(group.rawValue, key)
            write(totals[key] ?? Totals(), into: &call.response)
        }
    }

    private static func write(_ totals: Totals, into response: inout MPDResponse) {
        response.add("songs", totals.songs)
        response.add("playtime", totals.milliseconds / 1000)
    }

    /// Songs and their length in whole milliseconds, as MPD adds them.
    struct Totals {
        var songs = 0
        var milliseconds = 0

        init() {}

        init(_ songs: [MPDSong]) { songs.forEach { add($0) } }

        mutating func add(_ song: MPDSong) {
            songs += 1
            if let duration = song.duration, duration >= 0, duration.isFinite { milliseconds += Int(duration * 1000) }
        }
    }

    /// One level of `list`'s nested values.
    private final class Node {
        var children: [String: Node] = [:]

        func collect(_ song: MPDSong, _ chain: ArraySlice<MPDTag>) {
            guard let tag = chain.first else { return }
            let values = MPDTagFallback.values(tag, in: song)
            for value in values.isEmpty ? [""] : values {
                let child = children[value] ?? Node()
                children[value] = child
                child.collect(song, chain.dropFirst())
            }
        }

        func write(into response: inout MPDResponse, _ chain: ArraySlice<MPDTag>) {
            guard let tag = chain.first else { return }
            for key in children.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                response.add(tag.rawValue, key)
                children[key]?.write(into: &response, chain.dropFirst())
            }
        }
    }
}
