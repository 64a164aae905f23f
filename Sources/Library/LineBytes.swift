/// The percent-encoded fields of the stores' line-based files: control characters and `%`
/// written as `%XX`, so a field holds no tab or line break; read and written as bytes.
enum LineBytes {
    static let percent = UInt8(ascii: "%")
    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    static func appendInteger(_ value: Int, to bytes: inout [UInt8]) {
        guard value >= 0 else { return bytes.append(contentsOf: String(value).utf8) }
        let start = bytes.count
        var rest = value
        repeat {
            bytes.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        } while rest > 0
        bytes[start...].reverse()
    }

    static func appendEscaped(_ text: String, to bytes: inout [UInt8]) {
        // Almost every location needs no escape: copied whole, the queue is written at memory speed.
        let copied: Bool? = text.utf8.withContiguousStorageIfAvailable { buffer in
            guard !buffer.contains(where: needsEscape) else { return false }
            bytes.append(contentsOf: buffer)
            return true
        }
        guard copied != true else { return }
        for byte in text.utf8 {
            if needsEscape(byte) {
                bytes += [percent, hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            } else {
                bytes.append(byte)
            }
        }
    }

    private static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == percent
    }

    static func unescaped<Bytes: Collection<UInt8>>(_ field: Bytes) -> String? {
        guard field.contains(percent) else { return String(decoding: field, as: UTF8.self) }
        var bytes: [UInt8] = []
        var index = field.startIndex
        while index != field.endIndex {
            let byte = field[index]
            index = field.index(after: index)
            guard byte == percent else {
                bytes.append(byte)
                continue
            }
            guard index != field.endIndex, let high = hexValue(field[index]) else { return nil }
            index = field.index(after: index)
            guard index != field.endIndex, let low = hexValue(field[index]) else { return nil }
            index = field.index(after: index)
            bytes.append(high << 4 | low)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }
}
