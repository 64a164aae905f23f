import Glibc

/// `file://` URLs for local paths, both ways, with percent-encoding.
public enum FileURL {
    /// The URL of a path or URL as mpv was given it: URLs stay, paths become `file://` URLs.
    public static func url(for target: String) -> String {
        if LocationRule.scheme(of: target) != nil { return target }
        var path = target
        if !path.hasPrefix("/"), let cwd = currentDirectory() { path = cwd + "/" + path }
        return "file://" + encode(path)
    }

    /// A relative path made absolute against the working directory (a leading "./" dropped);
    /// absolute paths, URLs and "-" as they are, and all of it when the directory cannot be read.
    public static func absolute(_ target: String) -> String {
        absolute(target, against: currentDirectory())
    }

    /// A relative path made absolute against `folder` (read once by a caller with many paths);
    /// absolute paths, URLs and "-" as they are, and all of it without a folder.
    public static func absolute(_ target: String, against folder: String?) -> String {
        guard LocationRule.scheme(of: target) == nil, !target.hasPrefix("/"), target != "-", let folder, !folder.isEmpty else {
            return target
        }
        let relative = target.hasPrefix("./") ? String(target.dropFirst(2)) : target
        return folder == "/" ? "/" + relative : folder + "/" + relative
    }

    /// The local path of a `file://` URL (host empty or localhost); nil for anything else.
    public static func path(of url: String) -> String? {
        guard url.hasPrefix("file://") else { return nil }
        var rest = url.dropFirst("file://".count)
        if rest.hasPrefix("localhost/") { rest = rest.dropFirst("localhost".count) }
        guard rest.hasPrefix("/") else { return nil }
        return decode(String(rest))
    }

    /// Percent-encoding of everything but unreserved characters and slashes.
    public static func encode(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.append(Character(Unicode.Scalar(byte)))
            default:
                let hex = Array("0123456789ABCDEF")
                out += "%\(hex[Int(byte >> 4)])\(hex[Int(byte & 0xF)])"
            }
        }
        return out
    }

    /// Percent-decoding; nil for a malformed escape or bytes that are not UTF-8.
    public static func decode(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var iterator = Array(text.utf8).makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else { bytes.append(byte); continue }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        guard !bytes.contains(0) else { return nil }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Percent-decoding as Python's `urllib.parse.unquote` does it: a `%` without two hex
    /// digits stays as written, and bytes that are not UTF-8 become U+FFFD.
    public static func decodeLeniently(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "%")) else { return text }
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%"), index + 2 < bytes.count,
               let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2]) {
                out.append(high << 4 | low)
                index += 3
            } else {
                out.append(bytes[index])
                index += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// The working directory; nil when it cannot be read.
    public static func currentDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
