/// The cover picture's bytes inside a media file, read without libmpv: an ID3v2 tag's APIC
/// (or v2.2 PIC) frame, as in mp3 (and some FLAC) files, or a FLAC PICTURE block. Reading
/// the tag straight off the disk skips mpv's probing of the whole file, which costs far
/// more than decoding the picture. Other containers give nil and are left to libmpv.
enum EmbeddedPicture {
    /// ID3v2 and FLAC picture type of a front cover.
    static let frontCover: UInt8 = 3

    /// The front cover's bytes (else the first picture's); nil when the file holds none that
    /// can be read this way.
    static func bytes(inMedia path: String) -> ArraySlice<UInt8>? {
        guard let file = FileBytes(path: path), var marker = file.read(4) else { return nil }
        if marker.starts(with: Array("ID3".utf8)) {
            guard let rest = file.read(6), let tag = file.read(syncsafe(rest[2..<6])) else { return nil }
            if let picture = ID3Tag(header: marker + rest, body: tag).picture() { return picture }
            // FLAC files sometimes start with an ID3 tag of their own.
            guard let next = file.read(4) else { return nil }
            marker = next
        }
        return marker == Array("fLaC".utf8) ? flacPicture(file) : nil
    }

    /// Walks FLAC metadata blocks (type 6 is PICTURE) up to the last one.
    private static func flacPicture(_ file: FileBytes) -> ArraySlice<UInt8>? {
        var first: ArraySlice<UInt8>?
        while let header = file.read(4) {
            let type = header[0] & 0x7F, length = Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3])
            if type == 6 {
                guard let block = file.read(length) else { return first }
                var reader = ByteReader(block[...])
                let kind = reader.uint32()
                let mimeLength = reader.uint32()
                reader.skip(mimeLength)
                let descriptionLength = reader.uint32()
                reader.skip(descriptionLength + 16)
                let dataLength = reader.uint32()
                if let data = reader.take(dataLength) {
                    if kind == Int(frontCover) { return data }
                    if first == nil { first = data }
                }
            } else if !file.skip(length) {
                return first
            }
            if header[0] & 0x80 != 0 { break }
        }
        return first
    }

    /// A 28-bit integer stored seven bits a byte.
    static func syncsafe(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 << 7 | Int($1 & 0x7F) }
    }
}

/// One ID3v2 tag (versions 2.2 to 2.4): its frames, read only as far as pictures go.
struct ID3Tag {
    let version: UInt8
    let flags: UInt8
    let body: ArraySlice<UInt8>

    init(header: [UInt8], body: [UInt8]) {
        version = header[3]
        flags = header[5]
        // Whole-tag unsynchronisation (2.2, 2.3): every FF 00 stands for FF.
        self.body = flags & 0x80 != 0 && version < 4 ? Self.resynchronised(body[...])[...] : body[...]
    }

    /// The front cover's data, else the first picture's.
    func picture() -> ArraySlice<UInt8>? {
        var reader = ByteReader(body)
        if version >= 3, flags & 0x40 != 0 {
            // An extended header: 2.4 counts its own size field, 2.3 does not.
            let size = version == 4 ? EmbeddedPicture.syncsafe(reader.peek(4)) : reader.peekUInt32() + 4
            reader.skip(size)
        }
        var first: ArraySlice<UInt8>?
        while let frame = nextFrame(&reader) {
            guard frame.isPicture, let found = Self.picture(frame, version: version) else { continue }
            if found.kind == EmbeddedPicture.frontCover { return found.data }
            if first == nil { first = found.data }
        }
        return first
    }

    private struct Frame {
        let id: String
        let formatFlags: UInt8
        let data: ArraySlice<UInt8>
        var isPicture: Bool { id == "APIC" || id == "PIC" }
    }

    private func nextFrame(_ reader: inout ByteReader) -> Frame? {
        let idLength = version == 2 ? 3 : 4
        let header = Array(reader.peek(version == 2 ? 6 : 10))
        guard header.count == (version == 2 ? 6 : 10), header[0] != 0 else { return nil }
        let id = String(decoding: header[..<idLength], as: UTF8.self)
        let size: Int
        switch version {
        case 2: size = Int(header[3]) << 16 | Int(header[4]) << 8 | Int(header[5])
        case 4: size = EmbeddedPicture.syncsafe(header[4..<8])
        default: size = Int(header[4]) << 24 | Int(header[5]) << 16 | Int(header[6]) << 8 | Int(header[7])
        }
        reader.skip(header.count)
        guard let data = reader.take(size) else { return nil }
        return Frame(id: id, formatFlags: version == 2 ? 0 : header[9], data: data)
    }

    /// The picture type and data of an APIC (or PIC) frame; nil for a compressed or encrypted one.
    private static func picture(_ frame: Frame, version: UInt8) -> (kind: UInt8, data: ArraySlice<UInt8>)? {
        var data = frame.data
        let flags = frame.formatFlags
        // Compressed and encrypted frames are not undone; a group byte and a data length
        // indicator are skipped.
        if version == 4 {
            guard flags & 0x0C == 0 else { return nil }
            if flags & 0x40 != 0 { data = data.dropFirst() }
            if flags & 0x01 != 0 { data = data.dropFirst(4) }
            if flags & 0x02 != 0 { data = resynchronised(data)[...] }
        } else if version == 3 {
            guard flags & 0xC0 == 0 else { return nil }
            if flags & 0x20 != 0 { data = data.dropFirst() }
        }
        var reader = ByteReader(data)
        guard let encoding = reader.take(1)?.first else { return nil }
        if frame.id == "PIC" { reader.skip(3) } else { reader.skipTerminated(wide: false) }
        guard let kind = reader.take(1)?.first else { return nil }
        reader.skipTerminated(wide: encoding == 1 || encoding == 2)
        let picture = reader.rest()
        return picture.isEmpty ? nil : (kind, picture)
    }

    static func resynchronised(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var previous: UInt8 = 0
        for byte in bytes {
            if !(previous == 0xFF && byte == 0) { out.append(byte) }
            previous = byte
        }
        return out
    }
}

/// Reads big-endian fields from bytes without copying them; reading past the end gives
/// nothing, never a crash.
struct ByteReader {
    private let bytes: ArraySlice<UInt8>
    private var offset: Int

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        offset = bytes.startIndex
    }

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
