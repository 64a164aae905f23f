import Glibc
import Locations

/// Lexical path handling for references written in settings files; nothing here touches the disk.
enum FilePaths {
    /// True for "https://…", "file:///…" and other `scheme://` references, which are kept as written.
    static func isURL(_ reference: String) -> Bool {
        LocationRule.scheme(of: reference) != nil
    }

    /// The folder holding `path`: "/music/a.mp3" → "/music", "a.mp3" → ".".
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// `reference` as an absolute path: URLs and absolute paths as written (but tidied),
    /// relative paths joined to `directory`, which is itself made absolute.
    static func resolve(_ reference: String, relativeTo directory: String) -> String {
        if isURL(reference) { return reference }
        if reference.hasPrefix("/") { return normalize(reference) }
        return normalize(absolute(directory) + "/" + reference)
    }

    /// `path` made absolute against the current directory.
    static func absolute(_ path: String) -> String {
        if path.hasPrefix("/") { return normalize(path) }
        return normalize(currentDirectory() + "/" + path)
    }

    /// Removes empty and "." components and folds ".." into its parent, without following links.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    private static func currentDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return "/" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
