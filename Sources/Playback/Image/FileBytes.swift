import Glibc

/// Reads ranges of a media file for the embedded-picture and tag readers. Each read waits for
/// all its bytes, so a pipe or a slow disk only makes it wait. Whole files: `FileReader`.
final class FileBytes {
    /// The most a picture may take: more is not artwork.
    static let limit = 64 << 20
    private let descriptor: Int32

    /// Opens `path` for reading; nil if it cannot be opened.
    init?(path: String) {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        descriptor = fd
    }

    deinit { close(descriptor) }

    /// Exactly `count` bytes from the current position; nil if the file ends first or `count`
    /// passes the limit.
    func read(_ count: Int) -> [UInt8]? {
        guard count >= 0, count <= Self.limit else { return nil }
        // Read straight into the array's storage: no pass to zero it first.
        var complete = true
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            while initialized < count {
                let got = Glibc.read(descriptor, buffer.baseAddress.map { $0 + initialized }, count - initialized)
                if got < 0, errno == EINTR { continue }
                guard got > 0 else { break }
                initialized += got
            }
            complete = initialized == count
        }
        return complete ? bytes : nil
    }

    /// The file's last `count` bytes (an ID3v1 tag); nil when it is shorter or cannot seek.
    func readLast(_ count: Int) -> [UInt8]? {
        guard count >= 0, lseek(descriptor, off_t(-count), SEEK_END) >= 0 else { return nil }
        return read(count)
    }

    /// Moves `count` bytes on without reading them; false past the end of a file that can seek.
    func skip(_ count: Int) -> Bool {
        guard count >= 0 else { return false }
        if lseek(descriptor, off_t(count), SEEK_CUR) >= 0 { return true }
        return read(count) != nil
    }
}
