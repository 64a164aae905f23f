/// MPD's commands that read the queue: `playlistinfo`, `playlistid`, `plchanges`,
/// `plchangesposid`, `playlistfind`, `playlistsearch`, `playlist`; those that edit it are
/// `MPDQueueEdits`'.
enum MPDQueueCommands {
    static var commands: [MPDCommand] {
        [
            MPDCommand("playlistinfo", .read, arguments: 0...1) { call throws(MPDError) in
                let range = call.arguments.has(0) ? try call.arguments.range(0) : MPDRange(start: 0, end: nil)
                write(call, positions: Array(try positions(range, in: call.context.queue.count)))
            },
            MPDCommand("playlistid", .read, arguments: 0...1) { call throws(MPDError) in
                let queue = call.context.queue
                guard call.arguments.has(0) else { return write(call, positions: Array(0..<queue.count)) }
                guard let position = queue.position(ofID: try call.arguments.unsigned(0)) else {
                    throw MPDError(.noExist, "No such song")
                }
                write(call, positions: [position])
            },
            MPDCommand("plchanges", .read, arguments: 1...2) { call throws(MPDError) in
                write(call, positions: try changed(call))
            },
            MPDCommand("plchangesposid", .read, arguments: 1...2) { call throws(MPDError) in
                let rows = call.context.queue.rows
                for position in try changed(call) {
                    call.response.add("cpos", position)
                    call.response.add("Id", rows[position].id)
                }
            },
            MPDCommand("playlistfind", .read, atLeast: 1) { call throws(MPDError) in try find(call, folding: false) },
            MPDCommand("playlistsearch", .read, atLeast: 1) { call throws(MPDError) in try find(call, folding: true) },
            MPDCommand("playlist", .read, arguments: 0...0) { call in
                let queue = call.context.queue
                for (position, song) in queue.songs(at: Array(0..<queue.count)).enumerated() {
                    call.response.add("\(position):file", song.uri)
                }
            },
        ] + MPDQueueEdits.commands
    }

    /// The positions `range` names in a queue of `count`: past the end is a bad index, as MPD says
    /// (a range that starts at the end is empty).
    static func positions(_ range: MPDRange, in count: Int) throws(MPDError) -> Range<Int> {
        guard range.start <= count else { throw MPDError(.argument, "Bad song index") }
        return range.clamped(to: count)
    }

    /// The queue entries at `positions`, each as a song with its place and id.
    static func write(_ call: MPDCall, positions: [Int]) {
        call.response.append(call.context.queue.entries(at: positions, tags: call.client.tagTypes))
    }

    /// The positions `plchanges VERSION [START:END]` lists.
    private static func changed(_ call: MPDCall) throws(MPDError) -> [Int] {
        // MPD reads the version with strtoul and no bound: "-1" is a version the queue never had.
        let version = try call.arguments.unsigned(0, max: Int.max)
        let queue = call.context.queue
        let range = call.arguments.has(1) ? try call.arguments.range(1) : MPDRange(start: 0, end: nil)
        return range.clamped(to: queue.count).filter { queue.changed(at: $0, since: version) }
    }

    /// `playlistfind` (exact) and `playlistsearch` (case folded): the queue entries whose song
    /// the filter lets through, read as `find` and `search` read theirs (an expression or
    /// `TAG VALUE` pairs).
    private static func find(_ call: MPDCall, folding: Bool) throws(MPDError) {
        let filter = try MPDFilterParser(foldCase: folding).parse(call.arguments.values)
        let queue = call.context.queue
        let songs = queue.songs(at: Array(0..<queue.count))
        write(call, positions: songs.indices.filter { filter.matches(songs[$0]) })
    }
}
