import CLinux
import Glibc

/// Reports when a file is written, replaced or created, by watching its folder with inotify.
///
/// Editors save by writing in place, or by writing a new file and renaming it over the old
/// one; watching the folder catches both, and a file that does not exist yet.
public final class FileWatcher {
    /// The descriptor to watch in the loop.
    public let descriptor: Int32
    private let name: String

    /// Watches `path`; nil if inotify is unavailable or the folder does not exist.
    public init?(path: String) {
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[..<$0]) }.map { $0.isEmpty ? "/" : $0 } ?? "."
        name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let fd = pd_inotify_init()
        guard fd >= 0 else { return nil }
        guard pd_inotify_watch_dir(fd, folder) >= 0 else {
            close(fd)
            return nil
        }
        descriptor = fd
    }

    deinit { close(descriptor) }

    /// Reads the pending events; true if any concerned the watched file.
    public func changed() -> Bool {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var touched = false
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            var offset = 0
            // struct inotify_event: wd, mask, cookie, len (4 × 4 bytes), then a NUL-padded name.
            while offset + 16 <= count {
                let length = buffer.withUnsafeBytes { Int($0.load(fromByteOffset: offset + 12, as: UInt32.self)) }
                let start = offset + 16, end = min(count, start + length)
                let entry = String(decoding: buffer[start..<end].prefix { $0 != 0 }, as: UTF8.self)
                if entry == name { touched = true }
                offset = start + length
            }
        }
        return touched
    }

    /// Calls `changed` on `loop` each time the file's content changed.
    public func watch(on loop: EventLoop, _ changed: @escaping () -> Void) {
        loop.watch(descriptor) { [unowned self] in
            if self.changed() { changed() }
        }
    }
}
