import FileIO
import Glibc
import Library

/// Covers fetched from Subsonic servers, kept on disk under `$XDG_CACHE_HOME/playdeck/covers`
/// (0700, files 0600) so that a song played again shows its cover without a request. Named by
/// the MD5 of the server's root, the cover's id and the size asked (never a credential: the
/// URL's proof of the account is no part of the name). Held to `limit` bytes: past it, the
/// covers used longest ago go first (a cover used is touched). Blocks on the disk: on a worker.
public struct SubsonicCoverCache: Sendable {
    /// The folder.
    public let directory: String
    /// The most bytes the covers may take together.
    public let limit: Int

    /// A cache in `directory` of at most `limit` bytes.
    public init(directory: String, limit: Int = SubsonicCoverCache.standardLimit) {
        self.directory = directory
        self.limit = limit
    }

    /// 64 MiB: a thousand covers at the size the tile asks for.
    public static let standardLimit = 64 << 20

    /// The cache under `cacheDirectory` (`$XDG_CACHE_HOME`, else `~/.cache`); nil without one.
    public static func standard(cacheDirectory: String? = SocketDirectory.cacheDirectory()) -> SubsonicCoverCache? {
        cacheDirectory.map { SubsonicCoverCache(directory: $0 + "/playdeck/covers") }
    }

    /// The name of cover `id` of the server at `root`, at `size` pixels.
    static func key(root: String, cover id: String, size: Int) -> String {
        SubsonicCredentials.md5(root + "\u{1F}" + id + "\u{1F}" + String(size))
    }

    /// The file kept for `key`, now counted as used last; nil when there is none.
    func file(for key: String) -> String? {
        let path = directory + "/" + key
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        _ = utimensat(AT_FDCWD, path, nil, 0)
        return path
    }

    /// Keeps `bytes` as `key`'s file (`AtomicFile`: a reader never sees half a picture), then
    /// trims the cache to its limit; the file's path, or nil when it cannot be kept.
    func store(_ bytes: [UInt8], for key: String) -> String? {
        let path = directory + "/" + key
        do throws(FileError) {
            try AtomicFile.write(bytes: bytes, to: path, creatingDirectory: directory, limit: limit)
        } catch {
            return nil
        }
        trim(keeping: path)
        return path
    }

    /// Removes the covers used longest ago until the rest fit in `limit` (never `kept`, just written).
    func trim(keeping kept: String) {
        var files: [(path: String, size: Int, used: timespec)] = []
        guard let folder = opendir(directory) else { return }
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            // Another worker's file being written is not a cover yet.
            guard name != ".", name != "..", !name.contains(AtomicFile.temporaryMarker) else { continue }
            var info = stat()
            let path = directory + "/" + name
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
            files.append((path, Int(info.st_size), info.st_mtim))
        }
        closedir(folder)
        var total = files.reduce(0) { $0 + $1.size }
        let oldestFirst = files.sorted { ($0.used.tv_sec, $0.used.tv_nsec) < ($1.used.tv_sec, $1.used.tv_nsec) }
        for file in oldestFirst where total > limit && file.path != kept {
            if unlink(file.path) == 0 { total -= file.size }
        }
    }
}
