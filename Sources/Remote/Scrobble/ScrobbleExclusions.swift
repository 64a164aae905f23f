import Glibc
import Locations

/// Which items are never published (`[scrobble] exclude`): those whose genre tag, or one of its
/// parts ("Podcast; News"), is a listed genre (ignoring case), and those under a listed folder
/// or matching a listed glob (`~` for HOME).
public struct ScrobbleExclusions: Equatable, Sendable {
    private let genres: Set<String>
    private let prefixes: [String]
    private let patterns: [String]

    /// The rules for `genres` and `paths`, `~` in a path standing for `home`.
    public init(genres: [String], paths: [String], home: String?) {
        self.genres = Set(genres.map { Self.trimmed($0).lowercased() })
        var prefixes: [String] = [], patterns: [String] = []
        for written in paths {
            var path = written
            if let home, path == "~" || path.hasPrefix("~/") { path = home + path.dropFirst() }
            if path.contains(where: { "*?[".contains($0) }) {
                patterns.append(path)
            } else {
                while path.count > 1, path.hasSuffix("/") { path.removeLast() }
                prefixes.append(path)
            }
        }
        self.prefixes = prefixes
        self.patterns = patterns
    }

    /// Nothing excluded.
    public static let none = ScrobbleExclusions(genres: [], paths: [], home: nil)

    /// Whether the item at `location` (a path or URL) tagged `genre` is never published.
    public func excludes(location: String?, genre: String?) -> Bool {
        if let genre, !genres.isEmpty {
            let parts = genre.split(whereSeparator: { ";,/".contains($0) }).map { Self.trimmed($0).lowercased() }
            if genres.contains(Self.trimmed(genre).lowercased()) || parts.contains(where: genres.contains) { return true }
        }
        guard let location else { return false }
        let path = location.hasPrefix("file://") ? FileURL.path(of: location) ?? location : location
        return prefixes.contains { path == $0 || path.hasPrefix($0 == "/" ? $0 : $0 + "/") }
            || patterns.contains { fnmatch($0, path, 0) == 0 }
    }

    private static func trimmed(_ text: some StringProtocol) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
