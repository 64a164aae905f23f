import Glibc
import MediaFiles

/// The folders the `library` subcommands are given, made absolute as the index keeps them.
enum FolderPath {
    /// The folder as an absolute path with links resolved; fails when it is not one.
    static func real(_ folder: String) throws(LibraryFailure) -> String {
        guard let resolved = realpath(folder, nil) else {
            throw LibraryFailure(line: "\(Sanitized.line(folder)): \(String(cString: strerror(errno)))")
        }
        defer { free(resolved) }
        let path = String(cString: resolved)
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw LibraryFailure(line: "\(Sanitized.line(folder)): not a folder")
        }
        return path
    }

    /// The folder as an absolute path: resolved when it still exists, else as written.
    static func absolute(_ folder: String) -> String {
        if let resolved = realpath(folder, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        var trimmed = folder
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        guard !trimmed.hasPrefix("/"), let cwd = getcwd(nil, 0) else { return trimmed }
        defer { free(cwd) }
        return String(cString: cwd) + "/" + trimmed
    }
}
