import Commands
import Glibc
import Locations

/// MPD's commands that edit the queue, each carried out with the queue's own commands through
/// the command center (add, remove, move, clear), so every edit is one a person can undo and
/// every remote sees: `add`, `addid`, `delete`, `deleteid`, `move`, `moveid`, `swap`, `swapid`,
/// `shuffle`, `clear`, `prio`, `prioid` (kept and shown; the play order does not follow them).
enum MPDQueueEdits {
    static var commands: [MPDCommand] {
        [
            MPDCommand("add", .add, arguments: 1...2) { call throws(MPDError) in
                _ = try add(call, missing: "No such directory")
            },
            MPDCommand("addid", .add, arguments: 1...2) { call throws(MPDError) in
                call.response.add("Id", try add(call, missing: "No such song", onlyFile: true))
            },
            MPDCommand("delete", .control, arguments: 1...1) { call throws(MPDError) in
                let range = try call.arguments.range(0)
                try delete(call, MPDQueueCommands.positions(range, in: call.context.queue.count))
            },
            MPDCommand("deleteid", .control, arguments: 1...1) { call throws(MPDError) in
                let position = try position(call, id: try call.arguments.unsigned(0))
                try delete(call, position..<(position + 1))
            },
            MPDCommand("move", .control, arguments: 2...2) { call throws(MPDError) in
                let range = try call.arguments.range(0)
                guard let end = range.end else { throw MPDError(.argument, "Open-ended range not supported") }
                guard end <= call.context.queue.count else { throw MPDError(.argument, "Bad song index") }
                try move(call, range.start..<end, to: call.arguments[1])
            },
            MPDCommand("moveid", .control, arguments: 2...2) { call throws(MPDError) in
                let position = try position(call, id: try call.arguments.unsigned(0))
                try move(call, position..<(position + 1), to: call.arguments[1])
            },
            MPDCommand("swap", .control, arguments: 2...2) { call throws(MPDError) in
                let first = try call.arguments.unsigned(0), second = try call.arguments.unsigned(1)
                let count = call.context.queue.count
                guard first < count, second < count else { throw MPDError(.argument, "Bad song index") }
                try swap(call, first, second)
            },
            MPDCommand("swapid", .control, arguments: 2...2) { call throws(MPDError) in
                let first = try position(call, id: try call.arguments.unsigned(0))
                try swap(call, first, try position(call, id: try call.arguments.unsigned(1)))
            },
            MPDCommand("shuffle", .control, arguments: 0...1) { call throws(MPDError) in
                let range = call.arguments.has(0) ? try call.arguments.range(0) : MPDRange(start: 0, end: nil)
                try shuffle(call, MPDQueueCommands.positions(range, in: call.context.queue.count))
            },
            // As MPD, each range (or id) in turn: one that is not there stops the rest.
            MPDCommand("prio", .control, atLeast: 2) { call throws(MPDError) in
                let priority = try call.arguments.unsigned(0, max: 255)
                for index in 1..<call.arguments.count {
                    let positions = try MPDQueueCommands.positions(try call.arguments.range(index), in: call.context.queue.count)
                    try prioritize(call, positions, priority)
                }
            },
            MPDCommand("prioid", .control, atLeast: 2) { call throws(MPDError) in
                let priority = try call.arguments.unsigned(0, max: 255)
                for index in 1..<call.arguments.count {
                    let position = try position(call, id: try call.arguments.unsigned(index))
                    try prioritize(call, position..<(position + 1), priority)
                }
            },
            MPDCommand("clear", .control, arguments: 0...0) { call throws(MPDError) in
                if call.context.queue.count > 0 { try call.context.perform(.clear) }
            },
        ]
    }

    /// Adds what `URI` names where the optional position says; returns the id of the first song
    /// added. `missing`: MPD's words when the URI names nothing; `onlyFile`: one song only.
    private static func add(_ call: MPDCall, missing: String, onlyFile: Bool = false) throws(MPDError) -> Int {
        let context = call.context
        let count = context.queue.count
        let position = call.arguments.has(1)
            ? try MPDQueuePositions.insertion(call.arguments[1], count: count, current: context.nowPlaying.queueIndex) : nil
        guard let location = location(call.arguments[0], in: context) else { throw MPDError(.noExist, missing) }
        if onlyFile, LocationRule.scheme(of: location) == nil, !isFile(location) { throw MPDError(.noExist, missing) }
        let status = context.source.perform(.add(location, position.map { .at($0 + 1) } ?? .end, startsIdle: false), from: .remote("the MPD server"))
        if case .commandFailed = status { throw MPDError(.noExist, missing) }
        try MPDOutcome.check(status)
        let rows = context.queue.rows
        let first = min(position ?? count, rows.count - 1)
        guard rows.indices.contains(first) else { throw MPDError(.noExist, missing) }
        return rows[first].id
    }

    /// The path or URL a client's URI names: a song or folder of the music directory (through
    /// the database), an absolute path, or a URL; nil when it names nothing PlayDeck can add.
    static func location(_ uri: String, in context: MPDContext) -> String? {
        if uri.hasPrefix("file://") { return FileURL.path(of: uri) }
        if LocationRule.scheme(of: uri) != nil || uri.hasPrefix("/") && uri != "/" { return uri }
        // The root: `mpc add /` sends "" (everything), and some clients send "/", which MPD
        // takes as the root too.
        if uri.isEmpty || uri == "/" { return context.database?.musicDirectory }
        return context.database?.path(forURI: uri)
    }

    static func isFile(_ path: String) -> Bool {
        var facts = stat()
        return stat(path, &facts) == 0 && (facts.st_mode & S_IFMT) == S_IFREG
    }

    /// The position of the song with `id`.
    private static func position(_ call: MPDCall, id: Int) throws(MPDError) -> Int {
        guard let position = call.context.queue.position(ofID: id) else { throw MPDError(.noExist, "No such song") }
        return position
    }

    /// Removes the songs at `positions`, the last first so that the others keep their places;
    /// the whole queue is a `clear`.
    private static func delete(_ call: MPDCall, _ positions: Range<Int>) throws(MPDError) {
        guard !positions.isEmpty else { return }
        if positions.count == call.context.queue.count { return try call.context.perform(.clear) }
        for position in positions.reversed() { try call.context.perform(.remove(position + 1)) }
    }

    /// Moves the songs of `range` so that the first lands where `destination` says, one at a time
    /// (the command center's `move` takes one song).
    private static func move(_ call: MPDCall, _ range: Range<Int>, to destination: String) throws(MPDError) {
        let context = call.context
        let target = try MPDQueuePositions.destination(destination, moving: range, count: context.queue.count,
                                                       current: context.nowPlaying.queueIndex)
        guard target != range.lowerBound else { return }
        for offset in 0..<range.count {
            // Forward, the first song is taken each time to the block's last place; back, each in turn to its own.
            let (from, to) = target > range.lowerBound ? (range.lowerBound, target + range.count - 1)
                : (range.lowerBound + offset, target + offset)
            try context.perform(.move(from: from + 1, to: to + 1))
        }
    }

    /// Puts the songs of `positions` in a random order; the song playing, when among them, first
    /// (MPD's `Shuffle`: it plays on at the start of the range, the rest shuffled after it).
    private static func shuffle(_ call: MPDCall, _ positions: Range<Int>) throws(MPDError) {
        var start = positions.lowerBound
        let info = call.context.nowPlaying
        if info.state != .stopped, let current = info.queueIndex, positions.contains(current) {
            if current != start { try call.context.perform(.move(from: current + 1, to: start + 1)) }
            start += 1
        }
        if positions.upperBound - start > 1 { try call.context.perform(.shuffleItems(from: start + 1, to: positions.upperBound)) }
    }

    private static func prioritize(_ call: MPDCall, _ positions: Range<Int>, _ priority: Int) throws(MPDError) {
        guard let last = positions.last else { return }
        try call.context.perform(.priority(priority, from: positions.lowerBound + 1, to: last + 1))
    }

    /// Exchanges the songs at two positions: two moves.
    private static func swap(_ call: MPDCall, _ first: Int, _ second: Int) throws(MPDError) {
        let (low, high) = (min(first, second), max(first, second))
        guard low != high else { return }
        try call.context.perform(.move(from: low + 1, to: high + 1))
        try call.context.perform(.move(from: high, to: low + 1))
    }
}
