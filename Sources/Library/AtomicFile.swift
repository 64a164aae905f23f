import EventLoop
import FileIO
import Glibc

/// Writes files so that readers see the old content or the new, never a torn one.
public enum AtomicFile {
    /// Writes `text` to a fresh temporary file beside `path` (O_EXCL, mode 0600), fsyncs it,
    /// renames it over `path` and fsyncs the folder. Text over `limit` bytes, which the store
    /// could not read back, is refused before anything is written.
    public static func write(_ text: String, to path: String, creatingDirectory directory: String, limit: Int) throws(FileError) {
        try write(bytes: Array(text.utf8), to: path, creatingDirectory: directory, limit: limit)
    }

    /// Writes `bytes` as `write(_:to:creatingDirectory:limit:)` writes text: for a store that
    /// builds its file as bytes (a long queue), without a round trip through a `String`.
    public static func write(bytes: [UInt8], to path: String, creatingDirectory directory: String, limit: Int) throws(FileError) {
        guard bytes.count <= limit else { throw .wouldBeTooLarge(limit: limit) }
        try makeDirectories(directory)
        var template = Array((path + temporaryMarker + "XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard fd >= 0 else { throw .system(SystemError("mkstemp \(path)")) }
        // Held until the file is closed: `removeStaleTemporaries` leaves a locked file alone.
        _ = flock(fd, LOCK_EX)
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var ok = false
        defer {
            if !ok { unlink(temporary) }
        }
        fchmod(fd, 0o600)
        do {
            try DescriptorWriter.writeAll(bytes, to: fd)
        } catch {
            close(fd)
            throw .system(error)
        }
        guard fsync(fd) == 0 else {
            let error = SystemError("fsync \(temporary)")
            close(fd)
            throw .system(error)
        }
        guard rename(temporary, path) == 0 else {
            let error = SystemError("rename \(temporary)")
            close(fd)
            throw .system(error)
        }
        ok = true
        close(fd)
        let folder = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// What names a temporary file: `NAME.tmp-XXXXXX`.
    public static let temporaryMarker = ".tmp-"

    /// Removes the temporary files a write left in `directory` when its process was killed
    /// before the rename. One that a live write holds (locked) is left alone; so is anything
    /// not a regular file of this user's.
    public static func removeStaleTemporaries(in directory: String) {
        guard let folder = opendir(directory) else { return }
        defer { closedir(folder) }
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard let marker = name.firstRange(of: temporaryMarker), name[marker.upperBound...].utf8.count == 6 else { continue }
            let path = directory + "/" + name
            let fd = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            guard fd >= 0 else { continue }
            defer { close(fd) }
            var opened = stat(), named = stat()
            guard fstat(fd, &opened) == 0, opened.st_mode & S_IFMT == S_IFREG, opened.st_uid == geteuid(),
                  flock(fd, LOCK_EX | LOCK_NB) == 0,
                  lstat(path, &named) == 0, named.st_ino == opened.st_ino, named.st_dev == opened.st_dev
            else { continue }
            unlink(path)
        }
    }

    /// Creates each missing folder of a path, private to the user (0700).
    public static func makeDirectories(_ path: String) throws(FileError) {
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            current += "/" + part
            if mkdir(current, 0o700) != 0, errno != EEXIST { throw .system(SystemError("mkdir \(current)")) }
        }
    }
}
