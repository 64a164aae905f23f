/// Vorbis comments ("TITLE=…", keys in any case, UTF-8), as FLAC, Ogg Vorbis and Opus files
/// hold them.
enum VorbisComments {
    /// The most read of one comment block: a bigger one (a cover kept as a comment) is read
    /// this far, and the comments after the cut are not seen.
    static let blockLimit = 1 << 20

    private static let keys = ["TITLE", "ARTIST", "ALBUM"].map { Array($0.utf8) }

    /// The title, artist and album of a comment block (a vendor string, then a count of
    /// comments, each after its little-endian length); several values of one key are joined
    /// with " / ". A block cut short gives what it holds up to the cut.
    static func tags(_ block: ArraySlice<UInt8>) -> MediaTags {
        var reader = ByteReader(block)
        guard let vendor = reader.littleUInt32(), reader.take(vendor) != nil, var count = reader.littleUInt32() else {
            return MediaTags()
        }
        var values: [[String]] = [[], [], []]
        while count > 0, let length = reader.littleUInt32(), let comment = reader.take(length) {
            count -= 1
            guard let equals = comment.firstIndex(of: UInt8(ascii: "=")),
                  let field = keys.firstIndex(where: { isKey(comment[..<equals], $0) }) else { continue }
            let value = String(decoding: comment[(equals + 1)...], as: UTF8.self)
            if !value.isEmpty { values[field].append(value) }
        }
        let joined = values.map { $0.isEmpty ? nil : $0.joined(separator: " / ") }
        return MediaTags(title: joined[0], artist: joined[1], album: joined[2])
    }

    /// The comments of a FLAC stream whose "fLaC" marker was just read: its metadata blocks
    /// are walked to the VORBIS_COMMENT one (type 4); the others (pictures) are skipped unread.
    static func flac(_ file: FileBytes) -> MediaTags {
        while let header = file.read(4) {
            let length = Int(header[1]) << 16 | Int(header[2]) << 8 | Int(header[3])
            if header[0] & 0x7F == 4 {
                return file.read(min(length, blockLimit)).map { tags($0[...]) } ?? MediaTags()
            }
            guard header[0] & 0x80 == 0, file.skip(length) else { break }
        }
        return MediaTags()
    }

    /// Whether `key` is `wanted` (upper-case letters) in any case.
    private static func isKey(_ key: ArraySlice<UInt8>, _ wanted: [UInt8]) -> Bool {
        key.count == wanted.count && zip(key, wanted).allSatisfy { $0 & 0xDF == $1 }
    }
}
