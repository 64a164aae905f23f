import EventLoop
import FileIO
import Glibc

/// Where `playdeck scrobble login lastfm` keeps the Last.fm session key it got, and `logout`
/// removes it: `lastfm-session` beside the listening history, mode 0600, the key alone on its
/// line. A `session` in the config's `[scrobble] lastfm` is used instead when one is written there.
public struct LastFMSessionFile: Sendable {
    /// The file's path.
    public let path: String
    private let directory: String
    private static let limit = 4096

    /// The file in `directory` (the listening history's folder).
    public init(directory: String) {
        self.directory = directory
        path = directory + "/lastfm-session"
    }

    /// The session key kept, or nil when there is none (never logged in, or logged out).
    public func read() -> String? {
        guard case let .success(bytes) = FileReader.read(path: path, limit: Self.limit) else { return nil }
        let key = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
        return key.isEmpty ? nil : key
    }

    /// Keeps `key`, replacing any kept before.
    public func write(_ key: String) throws(FileError) {
        try AtomicFile.write(key + "\n", to: path, creatingDirectory: directory, limit: Self.limit)
    }

    /// Removes the key kept; false when there was none.
    public func remove() throws(FileError) -> Bool {
        guard unlink(path) == 0 else {
            if errno == ENOENT { return false }
            throw .system(SystemError("unlink \(path)"))
        }
        return true
    }
}
