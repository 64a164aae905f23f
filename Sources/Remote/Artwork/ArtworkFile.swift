import Glibc
import Locations
import MediaFiles
import NowPlaying

/// The current item's artwork as a file for `mpris:artUrl`:
/// `$XDG_CACHE_HOME/playdeck/art/<pid>-<artwork id>.<jpg|png|webp…>`, mode 0600, replaced as
/// items change and removed when the player ends. It holds the picture's own bytes (the cover
/// file's, or the embedded cover's); a picture that has none (a stream's cover, taken from the
/// player) is encoded once as a JPEG by libjpeg-turbo. A player killed before it could remove
/// its file leaves it (and a `.part`), so each player removes those of players that are gone.
final class ArtworkFile {
    /// The largest side of a picture encoded here; bigger ones are scaled down first.
    static let maximumSide = 512
    private let directory: String?
    private let prefix: String
    private var current: (id: Int, path: String)?

    /// Writes under the user's cache directory.
    init(cacheDirectory: String? = ArtworkFile.standardCacheDirectory(), pid: Int32 = getpid()) {
        directory = cacheDirectory.map { $0 + "/playdeck/art" }
        prefix = String(pid)
        if let directory { Self.removeLeftovers(in: directory, keeping: pid) }
    }

    /// Removes the files of players whose process is gone (`<pid>-<id>.<ext>` and `.part`).
    static func removeLeftovers(in directory: String, keeping own: Int32) {
        guard let folder = opendir(directory) else { return }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let dash = name.firstIndex(of: "-"), let pid = Int32(name[..<dash]), pid > 0, pid != own,
                  kill(pid, 0) != 0, errno == ESRCH else { continue }
            var info = stat()
            let path = directory + "/" + name
            if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG { _ = unlink(path) }
        }
    }

    /// `$XDG_CACHE_HOME`, else `$HOME/.cache`.
    static func standardCacheDirectory() -> String? {
        SocketDirectory.cacheDirectory()
    }

    /// The file URL for artwork `id`, writing the file the first time; nil without artwork or on failure.
    func url(for id: Int?, artwork: () -> MediaItemArtwork?) -> String? {
        guard let id else { remove(); return nil }
        if let current, current.id == id { return FileURL.url(for: current.path) }
        remove()
        guard let directory, let picture = artwork(), let encoded = Self.encoded(picture),
              Self.makeDirectories(directory) else { return nil }
        let path = "\(directory)/\(prefix)-\(id).\(encoded.format.fileExtension)"
        guard Self.write(encoded.bytes, to: path) else { return nil }
        current = (id, path)
        return FileURL.url(for: path)
    }

    /// The picture's own bytes, else its pixels as a JPEG.
    static func encoded(_ picture: MediaItemArtwork) -> EncodedPicture? {
        if let encoded = picture.encoded { return encoded }
        let image = picture.image(closestTo: PixelSize(width: maximumSide, height: maximumSide))
        return JPEGEncoder.encode(rgba: image.rgba, width: image.size.width, height: image.size.height)
    }

    /// Removes the file written last.
    func remove() {
        if let current { _ = unlink(current.path) }
        current = nil
    }

    private static func makeDirectories(_ path: String) -> Bool {
        var prefix = ""
        for component in path.split(separator: "/") {
            prefix += "/" + component
            if mkdir(prefix, 0o700) != 0, errno != EEXIST { return false }
        }
        return true
    }

    /// Writes beside the target and renames, so a reader never sees half a picture.
    private static func write(_ bytes: [UInt8], to path: String) -> Bool {
        let temporary = path + ".part"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return false }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress.map { $0 + offset }, $0.count - offset) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { break }
            offset += written
        }
        _ = fchmod(fd, 0o600)
        _ = close(fd)
        guard offset == bytes.count, rename(temporary, path) == 0 else {
            _ = unlink(temporary)
            return false
        }
        return true
    }
}
