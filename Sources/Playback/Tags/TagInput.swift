/// Bytes a tag's frames are read from, front to back: the tag in memory, or a window of the
/// file, where the frames not wanted (pictures) are passed over unread.
protocol TagInput {
    /// The next `count` bytes; nil when fewer are left.
    mutating func next(_ count: Int) -> ArraySlice<UInt8>?
    /// Passes over `count` bytes; false when fewer are left.
    mutating func pass(_ count: Int) -> Bool
}

extension ByteReader: TagInput {
    mutating func next(_ count: Int) -> ArraySlice<UInt8>? {
        take(count)
    }

    mutating func pass(_ count: Int) -> Bool {
        guard count >= 0, count <= remaining else { return false }
        skip(count)
        return true
    }
}

/// The next `remaining` bytes of a file: a tag whose size its header gives.
struct FileWindow: TagInput {
    let file: FileBytes
    private(set) var remaining: Int

    init(_ file: FileBytes, size: Int) {
        self.file = file
        remaining = size
    }

    mutating func next(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, count <= remaining, let bytes = file.read(count) else { return nil }
        remaining -= count
        return bytes[...]
    }

    mutating func pass(_ count: Int) -> Bool {
        guard count >= 0, count <= remaining, file.skip(count) else { return false }
        remaining -= count
        return true
    }
}
