/// MPD's Database commands over the music library (`DatabaseCommands.cxx`): browsing the
/// directory tree, finding and searching with filters, listing a tag's values, counting, and
/// adding what is found to the queue through the command center.
enum MPDDatabaseCommands {
    static var commands: [MPDCommand] {
        [
            MPDCommand("lsinfo", .read, arguments: 0...1) { call throws(MPDError) in try lsinfo(call) },
            MPDCommand("listall", .read, arguments: 0...1) { call throws(MPDError) in try listAll(call, full: false) },
            MPDCommand("listallinfo", .read, arguments: 0...1) { call throws(MPDError) in try listAll(call, full: true) },
            MPDCommand("find", .read, atLeast: 1) { call throws(MPDError) in try match(call, foldCase: false) },
            MPDCommand("search", .read, atLeast: 1) { call throws(MPDError) in try match(call, foldCase: true) },
            MPDCommand("findadd", .add, atLeast: 1) { call throws(MPDError) in try matchAdd(call, foldCase: false) },
            MPDCommand("searchadd", .add, atLeast: 1) { call throws(MPDError) in try matchAdd(call, foldCase: true) },
            MPDCommand("count", .read, atLeast: 1) { call throws(MPDError) in try MPDTagCounting.count(call) },
            MPDCommand("list", .read, atLeast: 1) { call throws(MPDError) in try MPDTagCounting.list(call) },
        ] + MPDLibraryCommands.commands
    }

    /// The library, or MPD's answer without a database.
    static func database(_ call: MPDCall) throws(MPDError) -> MPDLibraryDatabase {
        guard let database = call.context.database as? MPDLibraryDatabase else { throw MPDError(.noExist, "No database") }
        return database
    }

    private static func lsinfo(_ call: MPDCall) throws(MPDError) {
        let database = try database(call)
        var uri = call.arguments.has(0) ? call.arguments[0] : ""
        if uri == "/" { uri = "" }
        let tree = MPDDirectoryTree(songs: try database.songs(under: uri))
        if let directory = tree.directory(uri) {
            directory.walk(recursive: false, directory: { write($0, into: &call.response, database: database) },
                           song: { $0.write(into: &call.response, tags: call.client.tagTypes) })
        } else if let song = database.song(atURI: uri), !uri.hasPrefix("/") {
            song.write(into: &call.response, tags: call.client.tagTypes)
        } else {
            throw MPDError(.noExist, "No such directory")
        }
        // MPD lists the stored playlists after the root's directories and songs.
        if uri.isEmpty, call.context.playlistsFolder != nil { try MPDStoredPlaylistCommands.listPlaylists(call) }
    }

    private static func listAll(_ call: MPDCall, full: Bool) throws(MPDError) {
        let database = try database(call)
        let uri = call.arguments.has(0) ? call.arguments[0] : ""
        let tree = MPDDirectoryTree(songs: try database.songs(under: uri))
        guard let directory = tree.directory(uri) else {
            if let song = database.song(atURI: uri), !uri.hasPrefix("/") {
                if full { song.write(into: &call.response, tags: call.client.tagTypes) } else { call.response.add("file", song.uri) }
                return
            }
            throw MPDError(.noExist, "No such directory")
        }
        let visitDirectory: (MPDDirectoryTree) -> Void = { node in
            if full { write(node, into: &call.response, database: database) } else { call.response.add("directory", node.uri) }
        }
        if !directory.uri.isEmpty { visitDirectory(directory) }
        directory.walk(recursive: true, directory: visitDirectory) { song in
            if full { song.write(into: &call.response, tags: call.client.tagTypes) } else { call.response.add("file", song.uri) }
        }
    }

    private static func write(_ directory: MPDDirectoryTree, into response: inout MPDResponse, database: MPDLibraryDatabase) {
        response.add("directory", directory.uri)
        if let time = directory.lastModified(in: database.directory) { response.add("Last-Modified", MPDSong.timestamp(time)) }
    }

    /// `find`/`search`: the songs a filter lets through, in the tree's order, or sorted, and
    /// the window of them asked for.
    private static func match(_ call: MPDCall, foldCase: Bool) throws(MPDError) {
        for song in try selected(call, arguments: call.arguments.values, foldCase: foldCase) {
            song.write(into: &call.response, tags: call.client.tagTypes)
        }
    }

    /// `findadd`/`searchadd`: each song found added to the queue through the command center.
    private static func matchAdd(_ call: MPDCall, foldCase: Bool) throws(MPDError) {
        let database = try database(call)
        for song in try selected(call, arguments: call.arguments.values, foldCase: foldCase) {
            guard let path = database.path(forURI: song.uri) else { continue }
            if case let .commandFailed(reason) = call.context.source.perform(.add(path, .end, startsIdle: false)) { throw MPDError(.system, reason) }
        }
    }

    /// MPD looks a filter's `base` up as a directory first (`SongFilter::Optimize` makes it the
    /// selection's URI): a base that names nothing is an error, not an empty answer.
    private static func requireBase(_ filter: MPDFilter, in database: MPDLibraryDatabase) throws(MPDError) {
        let bases: [String] = switch filter {
        case let .base(base): [base]
        case let .and(all): all.compactMap { if case let .base(base) = $0 { base } else { nil } }
        default: []
        }
        for base in bases where !base.isEmpty {
            guard try !database.songs(under: base).isEmpty || database.song(atURI: base) != nil else {
                throw MPDError(.noExist, "No such directory")
            }
        }
    }

    static func selected(_ call: MPDCall, arguments: [String], foldCase: Bool) throws(MPDError) -> [MPDSong] {
        let database = try database(call)
        let selection = try MPDSelection(arguments)
        let filter = try MPDFilterParser(foldCase: foldCase).parse(selection.filterArguments)
        try requireBase(filter, in: database)
        let found = try database.songs(matching: filter)
        return selection.apply(to: database.inWalkOrder(found))
    }
}
