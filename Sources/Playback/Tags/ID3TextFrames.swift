/// The title, artist and album of an ID3v2 tag (TIT2, TPE1, TALB; TT2, TP1, TAL in 2.2), read
/// frame by frame from the file: pictures and the other frames between them are passed over
/// unread, and reading stops once all three are found.
enum ID3TextFrames {
    /// The most read of one text frame: a longer one is cut here (`Sanitized` cuts far shorter).
    static let frameLimit = 64 << 10

    /// The tag whose 10-byte header was just read from `file`; the file is left at the tag's
    /// end, where a FLAC stream may begin.
    static func tags(in file: FileBytes, header: [UInt8]) -> MediaTags {
        let version = header[3], flags = header[5]
        let size = ID3Tag.syncsafe(header[6..<10])
        // A 2.2 tag with its compression bit set has no known compression to undo.
        guard (2...4).contains(version), !(version == 2 && flags & 0x40 != 0) else {
            _ = file.skip(size)
            return MediaTags()
        }
        if flags & 0x80 != 0, version < 4 {
            // Frames can be told apart only once the whole tag is resynchronised.
            guard let body = file.read(size) else { return MediaTags() }
            var frames = ID3Tag(header: header, body: body).frames
            return tags(from: &frames, version: version, tagFlags: flags)
        }
        var window = FileWindow(file, size: size)
        if version >= 3, flags & 0x40 != 0 {
            guard let field = window.next(4) else { return MediaTags() }
            let rest = version == 4 ? ID3Tag.syncsafe(field) - 4 : field.reduce(0) { $0 << 8 | Int($1) }
            guard window.pass(rest) else { return MediaTags() }
        }
        let found = tags(from: &window, version: version, tagFlags: flags)
        // A 2.4 footer repeats the header after the tag.
        _ = file.skip(window.remaining + (version == 4 && flags & 0x10 != 0 ? 10 : 0))
        return found
    }

    private static func tags(from input: inout some TagInput, version: UInt8, tagFlags: UInt8) -> MediaTags {
        let ids = version == 2 ? ["TT2", "TP1", "TAL"] : ["TIT2", "TPE1", "TALB"]
        var values: [String?] = [nil, nil, nil]
        let headerLength = ID3Tag.frameHeaderLength(version)
        while values.contains(nil), let bytes = input.next(headerLength),
              let frame = ID3Tag.frameHeader(bytes, version: version) {
            guard let field = ids.firstIndex(of: frame.id), values[field] == nil else {
                if input.pass(frame.size) { continue } else { break }
            }
            let kept = min(frame.size, frameLimit)
            guard let data = input.next(kept) else { break }
            if let content = ID3Tag.content(of: data, frame, version: version, tagFlags: tagFlags) {
                values[field] = text(content)
            }
            guard input.pass(frame.size - kept) else { break }
        }
        return MediaTags(title: values[0], artist: values[1], album: values[2])
    }

    /// A text frame's values, joined with " / " (2.4 separates several with a terminator);
    /// nil when it holds none or names an unknown encoding.
    static func text(_ content: ArraySlice<UInt8>) -> String? {
        guard let encoding = content.first, encoding <= 3 else { return nil }
        var bigEndian = encoding != 1
        let texts = values(content.dropFirst(), wide: encoding == 1 || encoding == 2).map { value in
            switch encoding {
            case 0: return latin1(value)
            case 3: return String(decoding: value, as: UTF8.self)
            default:
                // Each value of 2.4 may have its own byte order mark; one without keeps the last
                // (little-endian before any: what taggers that leave it out write).
                var value = value
                if encoding == 1, value.starts(with: [0xFF, 0xFE]) || value.starts(with: [0xFE, 0xFF]) {
                    bigEndian = value.first == 0xFE
                    value = value.dropFirst(2)
                }
                return utf16(value, bigEndian: bigEndian)
            }
        }.filter { !$0.isEmpty }
        return texts.isEmpty ? nil : texts.joined(separator: " / ")
    }

    /// ISO-8859-1: each byte is the code point of the same number.
    static func latin1(_ bytes: ArraySlice<UInt8>) -> String {
        String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) }))
    }

    /// The values between terminators: one zero byte, or two aligned ones (UTF-16).
    private static func values(_ bytes: ArraySlice<UInt8>, wide: Bool) -> [ArraySlice<UInt8>] {
        let step = wide ? 2 : 1
        var found: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex, index = start
        while index + step <= bytes.endIndex {
            if bytes[index] == 0, !wide || bytes[index + 1] == 0 {
                found.append(bytes[start..<index])
                start = index + step
            }
            index += step
        }
        found.append(bytes[start...])
        return found
    }

    private static func utf16(_ bytes: ArraySlice<UInt8>, bigEndian: Bool) -> String {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = bytes.startIndex
        while index + 1 < bytes.endIndex {
            let first = UInt16(bytes[index]), second = UInt16(bytes[index + 1])
            units.append(bigEndian ? first << 8 | second : second << 8 | first)
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }
}
