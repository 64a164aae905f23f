/// Reads big-endian (and little-endian, for Vorbis comments) fields from bytes without
/// copying them; reading past the end gives nothing, never a crash.
struct ByteReader {
    private let bytes: ArraySlice<UInt8>
    private var offset: Int

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        offset = bytes.startIndex
    }

    /// How many bytes are left.
    var remaining: Int { bytes.endIndex - offset }

    func peek(_ count: Int) -> ArraySlice<UInt8> {
        bytes[offset..<min(bytes.endIndex, offset + max(0, count))]
    }

    func peekUInt32() -> Int {
        peek(4).reduce(0) { $0 << 8 | Int($1) }
    }

    mutating func uint32() -> Int {
        let value = peek(4).count == 4 ? peekUInt32() : 0
        skip(4)
        return value
    }

    /// A little-endian 32-bit length; nil when fewer than four bytes are left.
    mutating func littleUInt32() -> Int? {
        take(4)?.reversed().reduce(0) { $0 << 8 | Int($1) }
    }

    mutating func skip(_ count: Int) {
        offset = min(bytes.endIndex, offset + max(0, count))
    }

    mutating func take(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, bytes.endIndex - offset >= count else { return nil }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    /// Skips a string up to and past its terminator: one zero byte, or two aligned ones (UTF-16).
    mutating func skipTerminated(wide: Bool) {
        let step = wide ? 2 : 1
        while offset + step <= bytes.endIndex {
            let end = bytes[offset] == 0 && (!wide || bytes[offset + 1] == 0)
            offset += step
            if end { return }
        }
        offset = bytes.endIndex
    }

    func rest() -> ArraySlice<UInt8> {
        bytes[offset...]
    }
}
