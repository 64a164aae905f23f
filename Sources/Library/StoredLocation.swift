/// The `location=` line that names an item inside its store file (the file's own name is a
/// hash). The stores read their files line by line, so a location holding a control character
/// (a file name may hold a line break) is written percent-encoded under a key of its own; every
/// other location is written as it is, as it always was, so files written before still match.
enum StoredLocation {
    private static let plainKey = "location="
    private static let encodedKey = "location%="

    /// The line naming `location`, with its line break.
    static func line(_ location: String) -> String {
        guard location.utf8.contains(where: isControl) else { return plainKey + location + "\n" }
        var bytes: [UInt8] = []
        for byte in location.utf8 {
            guard isControl(byte) || byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            bytes += Array("%".utf8) + hexDigits(byte)
        }
        return encodedKey + String(decoding: bytes, as: UTF8.self) + "\n"
    }

    /// The location a line names, nil for any other line (or a broken encoding).
    static func location(in line: Substring) -> String? {
        if line.hasPrefix(plainKey) { return String(line.dropFirst(plainKey.count)) }
        guard line.hasPrefix(encodedKey) else { return nil }
        var bytes: [UInt8] = []
        var rest = line.dropFirst(encodedKey.count).utf8[...]
        while let byte = rest.popFirst() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let value = UInt8(String(decoding: rest.prefix(2), as: UTF8.self), radix: 16), rest.count >= 2 else { return nil }
            bytes.append(value)
            rest = rest.dropFirst(2)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func isControl(_ byte: UInt8) -> Bool { byte < 0x20 || byte == 0x7F }

    private static func hexDigits(_ byte: UInt8) -> [UInt8] {
        let digits = Array("0123456789ABCDEF".utf8)
        return [digits[Int(byte >> 4)], digits[Int(byte & 0xF)]]
    }
}
