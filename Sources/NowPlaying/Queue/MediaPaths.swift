import Glibc
import Locations

/// Turns what a person typed (files, folders, URLs) into the items to queue.
public enum MediaPaths {
    /// What one argument became.
    public enum Expansion: Equatable, Sendable {
        /// Playable targets, in order.
        case targets([String])
        /// Nothing playable, with the reason for a person.
        case problem(String)
    }

    /// Expands one argument: a URL stays as it is, a folder becomes its media files
    /// (`FolderWalker`: recursively, in natural order, each folder once however many links
    /// lead to it), a file stays a file. A missing path is left to the player, which reports
    /// it with the system's reason.
    public static func expand(_ argument: String) -> Expansion {
        if LocationRule.scheme(of: argument) != nil || argument == "-" { return .targets([argument]) }
        var info = stat()
        guard stat(argument, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return .targets([argument]) }
        var walker = FolderWalker(.media)
        walker.walk(argument)
        guard !walker.files.isEmpty else { return .problem("no media files in this folder") }
        return .targets(walker.files.map(\.path))
    }
}
