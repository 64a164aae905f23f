import CGLib
import Glibc

/// The folder a first run offers to add to an empty library: the desktop's music folder
/// (XDG_MUSIC_DIR in `$XDG_CONFIG_HOME/user-dirs.dirs`, as glib reads it), else `~/Music`,
/// when it is a folder that exists.
public enum MusicFolder {
    /// The folder to offer for this environment's HOME; nil when there is none. `named` is
    /// what user-dirs.dirs names (glib reads it from the process's own environment, once).
    public static func offer(environment: [String: String], named: String? = userMusicFolder()) -> String? {
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? trimmed($0) : nil }
        var candidates: [String] = []
        // user-dirs.dirs names HOME itself for a folder the person turned off.
        if let named = named.map(trimmed), named != home { candidates.append(named) }
        if let home { candidates.append(home + "/Music") }
        return candidates.first(where: isFolder)
    }

    /// `path` with `~` for HOME, as a person writes it ("~/Music").
    public static func shown(_ path: String, environment: [String: String]) -> String {
        guard let home = environment["HOME"].map(trimmed), home.count > 1, path == home || path.hasPrefix(home + "/") else {
            return path
        }
        return "~" + path.dropFirst(home.count)
    }

    /// XDG_MUSIC_DIR as glib reads it from user-dirs.dirs; nil when it names none.
    public static func userMusicFolder() -> String? {
        pd_user_music_dir().map { String(cString: $0) }
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    private static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
