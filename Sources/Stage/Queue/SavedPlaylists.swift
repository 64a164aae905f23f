import Commands
import Glibc
import Library
import Locations
import NowPlaying

/// `save NAME`, `load NAME`, `playlists`: the queue kept as `NAME.m3u8` in the playlists folder
/// (`PlaylistFolder`), written atomically with the titles and lengths known, and played again in
/// place of the queue (one undoable edit).
struct SavedPlaylists {
    /// The most a saved playlist may hold: 100,000 entries of long paths.
    static let limit = 64 << 20

    /// The playlists folder; nil when there is no place for one.
    let folder: String?

    /// Carries out `save`, `load` or `playlists` on `session`.
    func perform(_ command: Command, on session: NowPlayingSession) -> RemoteCommandStatus {
        guard let folder else { return .commandFailed("there is no place for playlists: neither XDG_DATA_HOME nor HOME is set") }
        switch command {
        case let .save(name): return save(name, of: session, in: folder)
        case let .load(name): return load(name, into: session, from: folder)
        case .playlists:
            let names = Self.names(in: folder)
            session.infoCenter.post(feedback: names.isEmpty ? "No saved playlists" : "Playlists: " + names.joined(separator: ", "))
            return .success
        default: return .unsupported
        }
    }

    private func save(_ name: String, of session: NowPlayingSession, in folder: String) -> RemoteCommandStatus {
        if let problem = PlaylistFolder.problem(with: name) { return .commandFailed(problem) }
        let queue = session.queue
        guard queue.count > 0 else { return .commandFailed("the queue is empty: there is nothing to save") }
        let rows = SessionReader(session).rows(Array(queue.items.indices), reading: false).rows
        // A location with a line break would break the list; mpv could not be given it either.
        let entries = zip(queue.items, rows).compactMap { item, row -> (location: String, title: String?, duration: Double?)? in
            guard !item.url.contains(where: \.isNewline) else { return nil }
            let location = FileURL.absolute(item.url)
            // The line is written when it says more than the file name: a title, or a length.
            let shown = row.artist.map { "\($0) - \(row.title)" } ?? row.title
            let title = row.title != Self.fileName(item.url) || row.duration != nil ? shown : nil
            return (location, title, row.duration)
        }
        do {
            try AtomicFile.write(PlaylistFolder.text(entries), to: Self.path(name, in: folder), creatingDirectory: folder, limit: Self.limit)
        } catch {
            return .commandFailed("cannot save the playlist '\(Sanitized.line(name))': \(error)")
        }
        session.infoCenter.post(feedback: "Saved '\(Sanitized.line(name))' (\(QueueEditor.items(entries.count)))")
        return .success
    }

    private func load(_ name: String, into session: NowPlayingSession, from folder: String) -> RemoteCommandStatus {
        if let problem = PlaylistFolder.problem(with: name) { return .commandFailed(problem) }
        let path = Self.path(name, in: folder)
        guard access(path, F_OK) == 0 else { return .commandFailed("there is no saved playlist '\(Sanitized.line(name))'") }
        let found = QueueAdding.items(for: path)
        guard !found.items.isEmpty else { return .commandFailed(found.problems.first ?? "the playlist '\(Sanitized.line(name))' is empty") }
        let status = QueueEditor(session).recording {
            session.add(found.items, .replace)
            return .success
        }
        let playing = "Playing '\(Sanitized.line(name))' (\(QueueEditor.items(found.items.count)))"
        session.infoCenter.post(feedback: playing + QueueAdding.notAdded(found.problems))
        return status
    }

    /// The saved playlists' names, in natural order.
    static func names(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasSuffix(".m3u8"), !name.hasPrefix(".") { names.append(String(name.dropLast(5))) }
        }
        return NaturalOrder.sorted(names) { $0 }
    }

    static func path(_ name: String, in folder: String) -> String {
        folder + "/" + name + ".m3u8"
    }

    private static func fileName(_ url: String) -> String {
        url.lastIndex(of: "/").map { String(url[url.index(after: $0)...]) } ?? url
    }
}
