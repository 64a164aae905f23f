/// One ID3v2 tag (versions 2.2 to 2.4) held in memory: its frames, read for pictures, and for
/// text when the whole tag is unsynchronised (`ID3TextFrames` reads other tags frame by frame
/// from the file).
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

    /// The frames: the body after the extended header, if there is one.
    var frames: ByteReader {
        var reader = ByteReader(body)
        if version >= 3, flags & 0x40 != 0 {
            // 2.4 counts the extended header's size field in its size, 2.3 does not.
            let size = version == 4 ? Self.syncsafe(reader.peek(4)) : reader.peekUInt32() + 4
            reader.skip(size)
        }
        return reader
    }

    /// The front cover's data, else the first picture's.
    func picture() -> ArraySlice<UInt8>? {
        var reader = frames
        var first: ArraySlice<UInt8>?
        while let frame = Self.frameHeader(reader.peek(Self.frameHeaderLength(version)), version: version) {
            reader.skip(Self.frameHeaderLength(version))
            guard let data = reader.take(frame.size) else { break }
            guard frame.id == "APIC" || frame.id == "PIC",
                  let content = Self.content(of: data, frame, version: version, tagFlags: flags),
                  let found = Self.picture(content, isVersion22: frame.id == "PIC") else { continue }
            if found.kind == EmbeddedPicture.frontCover { return found.data }
            if first == nil { first = found.data }
        }
        return first
    }

    /// What a frame header says: the frame's id, the size of its data and its format flags.
    struct FrameHeader {
        let id: String
        let size: Int
        let formatFlags: UInt8
    }

    /// 6 bytes in 2.2, 10 after.
    static func frameHeaderLength(_ version: UInt8) -> Int {
        version == 2 ? 6 : 10
    }

    /// The header in `bytes`; nil when they are too few or padding (a zero byte) begins.
    static func frameHeader(_ bytes: ArraySlice<UInt8>, version: UInt8) -> FrameHeader? {
        let header = Array(bytes)
        guard header.count == frameHeaderLength(version), header[0] != 0 else { return nil }
        let id = String(decoding: header[..<(version == 2 ? 3 : 4)], as: UTF8.self)
        let size: Int
        switch version {
        case 2: size = Int(header[3]) << 16 | Int(header[4]) << 8 | Int(header[5])
        case 4: size = syncsafe(header[4..<8])
        default: size = Int(header[4]) << 24 | Int(header[5]) << 16 | Int(header[6]) << 8 | Int(header[7])
        }
        return FrameHeader(id: id, size: size, formatFlags: version == 2 ? 0 : header[9])
    }

    /// A frame's own content: a group byte and a data length indicator skipped, unsynchronisation
    /// undone (2.4 marks it per frame, or for every frame in the tag's flags); nil for a
    /// compressed or encrypted frame, which is not undone.
    static func content(of data: ArraySlice<UInt8>, _ frame: FrameHeader, version: UInt8,
                        tagFlags: UInt8) -> ArraySlice<UInt8>? {
        var data = data
        let flags = frame.formatFlags
        if version == 4 {
            guard flags & 0x0C == 0 else { return nil }
            if flags & 0x40 != 0 { data = data.dropFirst() }
            if flags & 0x01 != 0 { data = data.dropFirst(4) }
            if flags & 0x02 != 0 || tagFlags & 0x80 != 0 { data = resynchronised(data)[...] }
        } else if version == 3 {
            guard flags & 0xC0 == 0 else { return nil }
            if flags & 0x20 != 0 { data = data.dropFirst() }
        }
        return data
    }

    /// The picture type and data of an APIC (or v2.2 PIC) frame's content.
    private static func picture(_ content: ArraySlice<UInt8>,
                                isVersion22: Bool) -> (kind: UInt8, data: ArraySlice<UInt8>)? {
        var reader = ByteReader(content)
        guard let encoding = reader.take(1)?.first else { return nil }
        if isVersion22 { reader.skip(3) } else { reader.skipTerminated(wide: false) }
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

    /// A 28-bit integer stored seven bits a byte.
    static func syncsafe(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 << 7 | Int($1 & 0x7F) }
    }
}
