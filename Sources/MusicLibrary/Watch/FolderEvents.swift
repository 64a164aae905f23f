import CLinux
import Glibc

/// What inotify said about one entry of a watched folder.
struct FolderEvent: Sendable, Equatable {
    /// The watch (the folder) it came from.
    var watch: Int32
    /// IN_* bits.
    var mask: UInt32
    /// The entry's name inside the folder (empty for the folder itself).
    var name: String

    var isFolder: Bool { mask & UInt32(IN_ISDIR) != 0 }
    /// Something now stands at the name: written and closed, moved in, or a folder made.
    var arrived: Bool { mask & UInt32(IN_CLOSE_WRITE | IN_MOVED_TO) != 0 || (isFolder && mask & UInt32(IN_CREATE) != 0) }
    /// Nothing stands at the name any more.
    var left: Bool { mask & UInt32(IN_DELETE | IN_MOVED_FROM) != 0 }
    /// The watch is gone (its folder was removed or moved away).
    var ended: Bool { mask & UInt32(IN_IGNORED) != 0 }

    /// What a watch on a library folder is told.
    static let interest = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE | IN_ONLYDIR)

    /// Reads every pending event from a non-blocking inotify descriptor.
    static func read(from descriptor: Int32) -> [FolderEvent] {
        var events: [FolderEvent] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            events += parse(buffer[..<count])
        }
        return events
    }

    /// struct inotify_event: wd, mask, cookie, len (4 × 4 bytes), then a NUL-padded name.
    static func parse(_ bytes: ArraySlice<UInt8>) -> [FolderEvent] {
        var events: [FolderEvent] = []
        var offset = bytes.startIndex
        func word(_ at: Int) -> UInt32 {
            bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: at - bytes.startIndex, as: UInt32.self) }
        }
        while offset + 16 <= bytes.endIndex {
            let length = Int(word(offset + 12))
            let start = offset + 16, end = min(bytes.endIndex, start + length)
            let name = String(decoding: bytes[start..<end].prefix { $0 != 0 }, as: UTF8.self)
            events.append(FolderEvent(watch: Int32(bitPattern: word(offset)), mask: word(offset + 4), name: name))
            offset = start + length
        }
        return events
    }
}
