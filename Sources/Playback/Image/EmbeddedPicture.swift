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
            guard let rest = file.read(6), let tag = file.read(ID3Tag.syncsafe(rest[2..<6])) else { return nil }
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
}
