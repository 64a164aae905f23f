import Glibc

/// Text copied out of a C string a file supplied: never more than `limit` bytes, whatever the
/// file claims, and valid Unicode (a cut character is dropped, bad bytes become U+FFFD).
enum TagText {
    /// The most bytes kept of one tag's name or value.
    static let limit = 64 * 1024

    static func copy(_ text: UnsafePointer<CChar>) -> String {
        let length = strnlen(text, limit)
        let bytes = UnsafeRawBufferPointer(start: text, count: length)
        var string = String(decoding: bytes, as: UTF8.self)
        if length == limit, string.unicodeScalars.last == "\u{FFFD}" { string.unicodeScalars.removeLast() }
        return string
    }
}
