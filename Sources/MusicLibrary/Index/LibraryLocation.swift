import Glibc

/// Where the library's database lives: `$XDG_DATA_HOME/playdeck/library.db`, else
/// `~/.local/share/playdeck/library.db`.
public enum LibraryLocation {
    /// What every way of reading the library says when there is none yet, and how to make one.
    public static let emptyLine = "the library is empty: 'playdeck library add DIR' indexes a folder"

    /// The database's path for this environment; nil without XDG_DATA_HOME or HOME.
    public static func database(environment: [String: String]) -> String? {
        let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? environment["HOME"].map { $0 + "/.local/share" }
        return data.map { $0 + "/playdeck/library.db" }
    }

    /// Makes the folders above `path` (0700 for the ones made); false when one cannot be made.
    static func makeFolders(above path: String) -> Bool {
        var folder = ""
        for part in path.split(separator: "/").dropLast() {
            folder += "/" + part
            if mkdir(folder, 0o700) != 0 && errno != EEXIST { return false }
        }
        return true
    }
}
