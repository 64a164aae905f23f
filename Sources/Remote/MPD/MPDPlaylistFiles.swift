import FileIO
import Glibc
import Library

/// The stored playlists as MPD's commands see them: PlayDeck's saved queues, `NAME.m3u8` in the
/// playlists folder (`PlaylistFolder`), read with the library's playlist parser.
struct MPDPlaylistFiles {
    /// The playlists folder.
    let folder: String

    /// The most a stored playlist may hold, as a saved queue may.
    static let limit = 64 << 20

    /// The folder of `context`, or MPD's error when there is none.
    init(_ context: MPDContext) throws(MPDError) {
        guard let folder = context.playlistsFolder else { throw MPDError(.unknown, "stored playlists are disabled") }
        self.folder = folder
    }

    /// The path of the playlist `name`, or MPD's error for a name no file may have.
    func path(_ name: String) throws(MPDError) -> String {
        guard PlaylistFolder.problem(with: name) == nil else { throw MPDError(.argument, "Bad playlist name") }
        return folder + "/" + name + ".m3u8"
    }

    /// Whether the playlist `name` exists.
    func exists(_ name: String) throws(MPDError) -> Bool {
        access(try path(name), F_OK) == 0
    }

    /// The playlists' names and when each was last changed, by name.
    func list() -> [(name: String, modified: Int64)] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var found: [(String, Int64)] = []
        while let entry = readdir(directory) {
            let file = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard file.hasSuffix(".m3u8"), !file.hasPrefix(".") else { continue }
            var facts = stat()
            guard stat(folder + "/" + file, &facts) == 0, (facts.st_mode & S_IFMT) == S_IFREG else { continue }
            found.append((String(file.dropLast(5)), Int64(facts.st_mtim.tv_sec)))
        }
        return found.sorted { $0.0 < $1.0 }.map { (name: $0.0, modified: $0.1) }
    }

    /// The entries of the playlist `name`: "No such playlist" when there is none.
    func entries(_ name: String) throws(MPDError) -> [Playlist.Entry] {
        let path = try path(name)
        guard case let .success(bytes) = FileReader.read(path: path, limit: Self.limit) else {
            throw MPDError(.noExist, "No such playlist")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        return Playlist.parse(text, base: folder, isPLS: false)?.entries ?? []
    }

    /// Writes `name` with `locations`, one entry each.
    func write(_ name: String, locations: [String]) throws(MPDError) {
        try write(name, entries: locations.map { Playlist.Entry(location: $0) })
    }

    /// Writes `name` with `entries`, each with the title it had (its length is not kept).
    func write(_ name: String, entries: [Playlist.Entry]) throws(MPDError) {
        let text = PlaylistFolder.text(entries.map { (location: $0.location, title: $0.title, duration: nil) })
        do {
            try AtomicFile.write(text, to: try path(name), creatingDirectory: folder, limit: Self.limit)
        } catch let error as MPDError {
            throw error
        } catch {
            throw MPDError(.system, "\(error)")
        }
    }
}
