import CJSON
import Glibc

/// cJSON's parser over one document, and the walk of its tree into a `JSONValue`: the one place
/// that reads cJSON's nodes. Errors are `DecodingError.dataCorrupted` with a sentence.
enum CJSONReader {
    /// Parses `bytes` (UTF-8, nothing but white space around the one value).
    ///
    /// cJSON keeps a parse error's position in a global as well (`cJSON_GetErrorPtr`); it is
    /// never read here, so threads that parse at once only overwrite each other's copy of it.
    static func read(_ bytes: [UInt8]) throws -> JSONValue {
        try refuseWhatCJSONWouldMisread(bytes)
        // cJSON stops at the length given, but asks for a NUL after the text all the same.
        var text = bytes
        text.append(0)
        return try text.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { throw corrupted("not valid JSON") }
            let start = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
            var end: UnsafePointer<CChar>?
            guard let root = cJSON_ParseWithLengthOpts(start, bytes.count, &end, 0) else {
                throw corrupted("not valid JSON (at byte \(end.map { start.distance(to: $0) } ?? 0))")
            }
            defer { cJSON_Delete(root) }
            let parsed = end.map { start.distance(to: $0) } ?? bytes.count
            if let extra = bytes[min(parsed, bytes.count)...].firstIndex(where: { !isWhiteSpace($0) }) {
                throw corrupted("not valid JSON: more follows the value (at byte \(extra))")
            }
            return try value(of: root)
        }
    }

    /// What cJSON takes without complaint but cannot give back as written: a control character
    /// left raw in a string, which JSON forbids (cJSON#766), and the escape `\u0000`, at which
    /// cJSON ends the string and drops the rest of it (cJSON#895). Outside strings a backslash
    /// or a control character other than white space is not JSON at all, so one pass over the
    /// bytes finds both without telling strings from the rest.
    static func refuseWhatCJSONWouldMisread(_ bytes: [UInt8]) throws {
        let backslash = UInt8(ascii: "\\")
        let escapedNUL = Array("u0000".utf8)
        try bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                let byte = buffer[index]
                if byte >= 0x20, byte != backslash {
                    index += 1
                } else if byte == backslash {
                    if buffer[(index + 1)...].starts(with: escapedNUL) {
                        throw corrupted("a string holds \\u0000 (at byte \(index)), which PlayDeck does not take")
                    }
                    index += 2  // the escaped character, whatever it is, is not the start of an escape
                } else if isWhiteSpace(byte) {
                    index += 1
                } else {
                    let hex = String(byte, radix: 16, uppercase: true)
                    throw corrupted("a control character (0x\(hex.count == 1 ? "0" : "")\(hex)) at byte \(index) is not escaped")
                }
            }
        }
    }

    private static func isWhiteSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func value(of node: UnsafePointer<cJSON>) throws -> JSONValue {
        if cJSON_IsNull(node) != 0 { return .null }
        if cJSON_IsTrue(node) != 0 { return .bool(true) }
        if cJSON_IsFalse(node) != 0 { return .bool(false) }
        if cJSON_IsNumber(node) != 0 {
            // strtod gives an infinity for a number beyond Double's range, as 1e400.
            guard node.pointee.valuedouble.isFinite else { throw corrupted("a number is too large for a Double") }
            return .number(node.pointee.valuedouble)
        }
        if cJSON_IsString(node) != 0 { return .string(try text(node.pointee.valuestring)) }
        if cJSON_IsArray(node) != 0 {
            var items: [JSONValue] = []
            var child = node.pointee.child
            while let item = child {
                items.append(try value(of: item))
                child = item.pointee.next
            }
            return .array(items)
        }
        if cJSON_IsObject(node) != 0 {
            var members: [String: JSONValue] = [:]
            var child = node.pointee.child
            while let member = child {
                let key = try text(member.pointee.string)
                let value = try value(of: member)
                if members[key] == nil { members[key] = value }
                child = member.pointee.next
            }
            return .object(members)
        }
        throw corrupted("not valid JSON")
    }

    /// A string of the tree as Swift text; cJSON copies a string's bytes as they come.
    private static func text(_ pointer: UnsafePointer<CChar>?) throws -> String {
        guard let pointer else { throw corrupted("not valid JSON") }
        let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer))
        guard let text = String(validating: bytes, as: UTF8.self) else { throw corrupted("a string is not valid UTF-8") }
        return text
    }

    private static func corrupted(_ description: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: [], debugDescription: description))
    }
}
