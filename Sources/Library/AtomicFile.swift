import EventLoop
import Glibc

/// Writes files so that readers see the old content or the new, never a torn one.
public enum AtomicFile {
    /// Writes `text` to a fresh temporary file beside `path` (O_EXCL, mode 0600), fsyncs it,
    /// renames it over `path` and fsyncs the folder.
    public static func write(_ text: String, to path: String, creatingDirectory directory: String) throws(FileError) {
        try makeDirectories(directory)
        var template = Array((path + ".tmp-XXXXXX").utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer in buffer.baseAddress.map { mkstemp($0) } ?? -1 }
        guard fd >= 0 else { throw .system(SystemError("mkstemp \(path)")) }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var ok = false
        defer {
            if !ok { unlink(temporary) }
        }
        fchmod(fd, 0o600)
        do {
            try DescriptorWriter.writeAll(Array(text.utf8), to: fd)
        } catch {
            close(fd)
            throw .system(error)
        }
        guard fsync(fd) == 0 else {
            let error = SystemError("fsync \(temporary)")
            close(fd)
            throw .system(error)
        }
        guard close(fd) == 0 else { throw .system(SystemError("close \(temporary)")) }
        guard rename(temporary, path) == 0 else { throw .system(SystemError("rename \(temporary)")) }
        ok = true
        let folder = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// Creates each missing folder of a path, private to the user (0700).
    static func makeDirectories(_ path: String) throws(FileError) {
        var current = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            current += "/" + part
            if mkdir(current, 0o700) != 0, errno != EEXIST { throw .system(SystemError("mkdir \(current)")) }
        }
    }
}
