import MusicLibrary
import NowPlaying

/// `--library QUERY`: the library's tracks matching a query, in album order, as queue entries.
enum LibraryQueue {
    /// The entries; a problem entry (said like any argument that yields nothing) when the
    /// library cannot be read or nothing matches.
    static func entries(for query: String, environment: [String: String]) -> [QueueEntry] {
        let argument = "--library " + query
        guard let path = LibraryLocation.database(environment: environment) else {
            return [.problem(argument, "no XDG_DATA_HOME or HOME to find the library in")]
        }
        do {
            let tracks = try LibraryReader(path: path).tracks(matching: LibraryQuery(query))
            guard !tracks.isEmpty else { return [.problem(argument, "nothing in the library matches")] }
            return tracks.map { .file($0.path, title: nil) }
        } catch {
            let reason = error.kind == .unreadable ? LibraryLocation.emptyLine : error.message
            return [.problem(argument, reason)]
        }
    }
}
