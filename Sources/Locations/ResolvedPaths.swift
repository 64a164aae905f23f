import Glibc

/// Paths resolved as realpath(3) resolves them, each folder once: a playlist of 100,000 entries
/// in a few folders took a realpath (a readlink per component) and a stat for every entry, a
/// second of the player's loop; now an entry that is no symbolic link costs one lstat.
public struct ResolvedPaths {
    /// Each folder's resolved path (nil: it cannot be resolved).
    private var folders: [String: String?] = [:]

    /// Resolved paths of one's own: nothing is known yet.
    public init() {}

    /// What is at `path` (its `st_mode` kind, links followed) and its resolved path (nil when it
    /// cannot be resolved: a descriptor's link to a pipe); nil when nothing is there.
    mutating func resolve(_ path: String) -> (kind: mode_t, real: String?)? {
        var info = stat()
        guard lstat(path, &info) == 0 else { return nil }
        let kind = info.st_mode & S_IFMT
        guard kind != S_IFLNK, let slash = path.lastIndex(of: "/") else { return Self.followed(path) }
        let name = path[path.index(after: slash)...]
        guard !name.isEmpty, name != ".", name != ".." else { return Self.followed(path) }
        let folder = slash == path.startIndex ? "/" : String(path[..<slash])
        let resolved: String?
        if let known = folders[folder] {
            resolved = known
        } else {
            resolved = Self.realPath(folder)
            folders[folder] = .some(resolved)
        }
        return (kind, resolved.map { ($0 == "/" ? "" : $0) + "/" + name })
    }

    /// A path resolved whole: a symbolic link, or a path without a folder of its own.
    private static func followed(_ path: String) -> (kind: mode_t, real: String?)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return (info.st_mode & S_IFMT, realPath(path))
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
