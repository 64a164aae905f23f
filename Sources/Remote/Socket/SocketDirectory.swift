import EventLoop
import Glibc

/// The directory PlayDeck's control sockets live in: `$XDG_RUNTIME_DIR/playdeck`, or
/// `/tmp/playdeck-<uid>` without a runtime directory, or, when another user took that name
/// first, `~/.cache/playdeck/sockets`. Only its owner may enter it (0700).
public struct SocketDirectory: Sendable, Equatable {
    /// The directory's path.
    public let path: String

    /// A directory at an explicit path.
    public init(path: String) {
        self.path = path
    }

    /// The standard place for this user, from `XDG_RUNTIME_DIR` when it is an absolute path.
    /// Without one, `/tmp/playdeck-<uid>` is a name anyone can create first: when it is not a
    /// directory of this user's (another user's, or a planted link), the player and its clients
    /// alike turn to a folder in the user's cache, which no one else can create.
    public static func standard(runtimeDirectory: String? = Self.environment("XDG_RUNTIME_DIR"),
                                temporaryDirectory: String = "/tmp",
                                cacheDirectory: String? = Self.cacheDirectory()) -> SocketDirectory {
        if let runtime = runtimeDirectory, runtime.hasPrefix("/") {
            return SocketDirectory(path: (runtime.hasSuffix("/") ? String(runtime.dropLast()) : runtime) + "/playdeck")
        }
        let shared = SocketDirectory(path: "\(temporaryDirectory)/playdeck-\(geteuid())")
        guard shared.isTakenByOthers, let cache = cacheDirectory else { return shared }
        return SocketDirectory(path: cache + "/playdeck/sockets")
    }

    /// `$XDG_CACHE_HOME`, else `~/.cache`, when absolute.
    public static func cacheDirectory() -> String? {
        if let cache = environment("XDG_CACHE_HOME"), cache.hasPrefix("/") { return cache }
        return environment("HOME").flatMap { $0.hasPrefix("/") ? $0 + "/.cache" : nil }
    }

    /// Whether something not this user's directory is at the path: a link is not followed.
    private var isTakenByOthers: Bool {
        var info = stat()
        guard lstat(path, &info) == 0 else { return false }
        return info.st_mode & S_IFMT != S_IFDIR || info.st_uid != geteuid()
    }

    /// The socket of the instance with process id `pid`.
    public func socketPath(pid: Int32) -> String {
        "\(path)/\(pid).sock"
    }

    /// Creates the directory (0700) if it is missing, then checks it as `verify` does,
    /// tightening its mode to 0700 if it is ours but open to others.
    public func prepare() throws(SocketDirectoryError) {
        // The folders above are made too (0700, as ~/.cache/playdeck would be): the cache may be new.
        var current = ""
        for part in path.split(separator: "/") {
            current += "/" + part
            if mkdir(current, 0o700) != 0, errno != EEXIST {
                throw .cannotCreate(path, SystemError("mkdir \(current)"))
            }
        }
        try check(repair: true)
        removeStaleSockets()
    }

    /// Checks that the directory is a real directory (a planted symbolic link is never
    /// followed), owned by this user, and closed to everyone else.
    public func verify() throws(SocketDirectoryError) {
        try check(repair: false)
    }

    private func check(repair: Bool) throws(SocketDirectoryError) {
        // O_NOFOLLOW | O_DIRECTORY then fstat: what is checked is what was opened, with no window between.
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else {
            switch errno {
            case ELOOP, ENOTDIR:
                var info = stat()
                let isLink = lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
                throw .unsafe(path, isLink ? "it is a symbolic link" : "it is not a directory")
            case ENOENT: throw .missing(path)
            default: throw .cannotCreate(path, SystemError("open \(path)"))
            }
        }
        defer { _ = close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .cannotCreate(path, SystemError("fstat \(path)")) }
        guard info.st_uid == geteuid() else { throw .unsafe(path, "it belongs to user \(info.st_uid)") }
        if info.st_mode & 0o077 != 0 {
            guard repair, fchmod(fd, 0o700) == 0 else {
                throw .unsafe(path, "other users may enter it (mode \(String(info.st_mode & 0o777, radix: 8)))")
            }
        }
    }

    /// The sockets of running instances, the most recently started first. A socket whose
    /// process has gone (a crash) and that no one listens on is removed.
    public func instances() -> [String] {
        removeStaleSockets().sorted { $0.modified > $1.modified }.map(\.path)
    }

    /// Removes the sockets left by players that have gone and returns the rest. Both must hold:
    /// the pid is gone (which alone could be a pid of another namespace) and nothing listens.
    @discardableResult
    private func removeStaleSockets() -> [Entry] {
        entries().filter { entry in
            if entry.isAlive || Self.isListening(entry.path) { return true }
            _ = unlink(entry.path)
            return false
        }
    }

    /// Whether something accepts connections on the socket at `path`.
    static func isListening(_ path: String) -> Bool {
        guard let fd = try? UnixSocket.make() else { return true }
        defer { _ = close(fd) }
        do {
            try UnixSocket.connect(fd, to: path)
            return true
        } catch {
            return error.code == EAGAIN || error.code == EINPROGRESS
        }
    }

    private struct Entry {
        let path: String
        let pid: Int32
        let modified: Double
        var isAlive: Bool { kill(pid, 0) == 0 || errno == EPERM }
    }

    private func entries() -> [Entry] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var result: [Entry] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            guard name.hasSuffix(".sock"), let pid = Int32(name.dropLast(5)), pid > 0 else { continue }
            let full = "\(path)/\(name)"
            var info = stat()
            guard lstat(full, &info) == 0, info.st_mode & S_IFMT == S_IFSOCK else { continue }
            let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
            result.append(Entry(path: full, pid: pid, modified: modified))
        }
        return result
    }

    /// An environment variable, nil when unset.
    public static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}

/// Why the socket directory cannot be used, as a sentence for a person.
public enum SocketDirectoryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The directory does not exist (no instance ever ran).
    case missing(String)
    /// The path and why it must not be used.
    case unsafe(String, String)
    /// The path and the call that failed.
    case cannotCreate(String, SystemError)

    /// The sentence.
    public var description: String {
        switch self {
        case let .missing(path): "\(path) does not exist"
        case let .unsafe(path, why): "refusing to use \(path): \(why)"
        case let .cannotCreate(_, error): error.description
        }
    }
}
