import Glibc
import Library
import Settings

/// Which items resume per item (`[resume]`): long ones, and those a genre or path rule names.
/// Decided when a position is saved, when the length and the tags are known; at the next
/// start, before anything is probed, the saved reason is checked against the rules as they are.
public struct ResumeRules: Sendable {
    private let minDuration: Double
    private let genres: Set<String>
    private let patterns: [String]
    private let prefixes: [String]

    /// The rules of `settings`, `~` in its paths standing for `home`.
    public init(_ settings: ResumeSettings, home: String?) {
        minDuration = settings.minDuration
        genres = Set(settings.genres.map { $0.lowercased() })
        var patterns: [String] = [], prefixes: [String] = []
        for written in settings.paths {
            let path = Self.expandingTilde(written, home: home)
            if path.contains(where: { "*?[".contains($0) }) {
                patterns.append(path)
            } else {
                prefixes.append(Self.withoutTrailingSlash(ResumeKeeper.key(path)))
            }
        }
        self.patterns = patterns
        self.prefixes = prefixes
    }

    /// Why an item that lasts `duration` seconds, tagged `genre`, at `location` (a resume key),
    /// keeps its position; nil when it is none of the items that resume.
    public func reason(location: String, duration: Double?, genre: String?) -> ResumeStore.Kept? {
        if let duration, duration.isFinite, isLong(duration) { return .long(duration: duration) }
        if let genre, let matched = matchedGenre(genre) { return .genre(matched) }
        return matchesPath(location) ? .path : nil
    }

    /// Whether a saved record still resumes `location` under these rules; a record saved
    /// before the reasons were written resumes only when a path rule names its item.
    public func resumes(_ record: ResumeStore.Record, location: String) -> Bool {
        switch record.kept {
        case let .long(duration): isLong(duration) || matchesPath(location)
        case let .genre(genre): matchedGenre(genre) != nil || matchesPath(location)
        case .path, nil: matchesPath(location)
        }
    }

    private func isLong(_ duration: Double) -> Bool {
        duration >= minDuration
    }

    /// The genre tag as saved when one of its parts ("Podcast; News") is a rule's genre.
    private func matchedGenre(_ tag: String) -> String? {
        let parts = tag.split(whereSeparator: { ";,/".contains($0) }).map { $0.trimmingBlanks.lowercased() }
        guard genres.contains(tag.trimmingBlanks.lowercased()) || parts.contains(where: genres.contains) else { return nil }
        return ResumeStore.oneLine(tag)
    }

    private func matchesPath(_ location: String) -> Bool {
        prefixes.contains { location == $0 || location.hasPrefix($0 == "/" ? $0 : $0 + "/") }
            || patterns.contains { fnmatch($0, location, 0) == 0 }
    }

    static func expandingTilde(_ path: String, home: String?) -> String {
        guard let home, path == "~" || path.hasPrefix("~/") else { return path }
        return Self.withoutTrailingSlash(home) + path.dropFirst()
    }

    private static func withoutTrailingSlash(_ path: String) -> String {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        return path
    }
}

private extension StringProtocol {
    var trimmingBlanks: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
