/// The 128 bytes "TAG…" at the end of an mp3 file: 30 bytes each of title, artist and album,
/// padded with zeros or spaces. The standard says ISO-8859-1; ffmpeg writes UTF-8, so text
/// that is valid UTF-8 is read as such (Latin-1 text seldom is, beyond ASCII).
enum ID3v1Tag {
    /// The tag at the end of `file`; empty when there is none.
    static func tags(in file: FileBytes) -> MediaTags {
        guard let block = file.readLast(128), block.starts(with: Array("TAG".utf8)) else { return MediaTags() }
        func field(_ range: Range<Int>) -> String? {
            let bytes = block[range].prefix { $0 != 0 }
            let kept = bytes[..<(bytes.lastIndex { $0 != 0x20 }.map { $0 + 1 } ?? bytes.startIndex)]
            let text = String(validating: kept, as: UTF8.self) ?? ID3TextFrames.latin1(kept)
            return text.isEmpty ? nil : text
        }
        return MediaTags(title: field(3..<33), artist: field(33..<63), album: field(63..<93))
    }
}
