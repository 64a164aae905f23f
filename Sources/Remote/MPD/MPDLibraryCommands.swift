import Glibc
import MediaFiles
import MusicLibrary

/// MPD's commands about the database as a whole and about one file (`stats`, `update`,
/// `rescan`, `readcomments`, `getfingerprint`, `albumart`, `readpicture`).
enum MPDLibraryCommands {
    static var commands: [MPDCommand] {
        [
            MPDCommand("stats", .read, arguments: 0...0) { call throws(MPDError) in try stats(call) },
            MPDCommand("update", .admin, arguments: 0...1) { call throws(MPDError) in try update(call) },
            MPDCommand("rescan", .admin, arguments: 0...1) { call throws(MPDError) in try update(call) },
            MPDCommand("readcomments", .read, arguments: 1...1) { call throws(MPDError) in try readComments(call) },
            MPDCommand("albumart", .read, arguments: 2...2) { call throws(MPDError) in try albumArt(call) },
            MPDCommand("readpicture", .read, arguments: 2...2) { call throws(MPDError) in try readPicture(call) },
        ]
    }

    /// When the server began answering (`uptime`).
    private static let started = time(nil)

    private static func stats(_ call: MPDCall) throws(MPDError) {
        let database = try MPDDatabaseCommands.database(call)
        let songs = try database.songs()
        var artists = Set<String>(), albums = Set<String>()
        for song in songs {
            for (tag, value) in song.tags where tag == .artist || tag == .album {
                if tag == .artist { artists.insert(value) } else { albums.insert(value) }
            }
        }
        call.response.add("uptime", Int(time(nil) - started))
        call.response.add("playtime", 0)
        call.response.add("artists", artists.count)
        call.response.add("albums", albums.count)
        call.response.add("songs", songs.count)
        call.response.add("db_playtime", MPDTagCounting.Totals(songs).milliseconds / 1000)
        if let updated = database.lastUpdate { call.response.add("db_update", Int(updated)) }
    }

    /// A job of the library's own scans, of the folders the URI names (`folders(toUpdate:)`);
    /// MPD's job number in the answer. `update` idlers are woken now, and again with
    /// `database` when the library says a scan ended (`MPDServer`).
    private static func update(_ call: MPDCall) throws(MPDError) {
        let database = try MPDDatabaseCommands.database(call)
        let uri = call.arguments.has(0) ? call.arguments[0] : ""
        guard uri.isEmpty || MPDFilterParser.isSafeLocal(uri) else { throw MPDError(.argument, "Malformed path") }
        let source = call.context.source
        let job = try database.updates.add(database.folders(toUpdate: uri)) { source.perform(.libraryScan($0)) }
        database.reopen()
        call.response.add("updating_db", job)
        call.context.notify(.update)
    }

    private static func readComments(_ call: MPDCall) throws(MPDError) {
        let path = try file(call)
        let tags = try MediaTags.readOrFail(path)
        for entry in MPDTagNames.comments(tags.entries, path: path) { call.response.add(entry.name, entry.value) }
    }

    /// `albumart URI OFFSET`: the chunk at OFFSET of the cover file beside the song (MPD's
    /// names, in its order: cover.png, cover.jpg, cover.webp).
    private static func albumArt(_ call: MPDCall) throws(MPDError) {
        let path = try file(call, mustExist: false)
        let offset = try call.arguments.unsigned(1)
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        for name in ["cover.png", "cover.jpg", "cover.webp"] {
            let descriptor = open(folder + "/" + name, O_RDONLY | O_CLOEXEC)
            guard descriptor >= 0 else { continue }
            defer { close(descriptor) }
            var info = stat()
            guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            let size = Int(info.st_size)
            guard offset <= size else { throw MPDError(.argument, "Offset too large") }
            var chunk = [UInt8](repeating: 0, count: min(size - offset, call.client.binaryLimit))
            let read = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
            call.response.add("size", size)
            call.response.addBinary(chunk.prefix(max(0, read)))
            return
        }
        throw MPDError(.noExist, "No file exists")
    }

    /// `readpicture URI OFFSET`: the chunk at OFFSET of the picture the file holds; an empty
    /// answer when it holds none.
    private static func readPicture(_ call: MPDCall) throws(MPDError) {
        let path = try file(call)
        let offset = try call.arguments.unsigned(1)
        guard let picture = try MediaTags.readOrFail(path, cover: true).cover else { return }
        guard offset <= picture.bytes.count else { throw MPDError(.argument, "Bad file offset") }
        call.response.add("size", picture.bytes.count)
        call.response.add("type", "image/" + picture.format.rawValue)
        call.response.addBinary(picture.bytes[offset..<min(picture.bytes.count, offset + call.client.binaryLimit)])
    }

    /// The file a URI argument names.
    private static func file(_ call: MPDCall, mustExist: Bool = true) throws(MPDError) -> String {
        let database = try MPDDatabaseCommands.database(call)
        guard let path = database.path(forURI: call.arguments[0]) else { throw MPDError(.noExist, "No such song") }
        var info = stat()
        if mustExist, stat(path, &info) != 0 { throw MPDError(.noExist, "No such song") }
        return path
    }
}

private extension MediaTags {
    static func readOrFail(_ path: String, cover: Bool = false) throws(MPDError) -> MediaTags {
        do { return try MediaTags.read(path: path, cover: cover) } catch { throw MPDError(.noExist, "Failed to load file") }
    }
}
