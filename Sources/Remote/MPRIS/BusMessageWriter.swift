import CSDBus
import Glibc

/// BusValues into sd-bus messages: what MPRIS sends (properties, metadata, signals, replies)
/// and what the client asks (method arguments, written properties). Each returns sd-bus's
/// status: negative (an errno) when the message could not take the value.
enum BusMessageWriter {
    /// Appends one value, containers and all.
    static func append(_ value: BusValue, to message: OpaquePointer) -> Int32 {
        func basic(_ type: Character, _ pointer: UnsafeRawPointer) -> Int32 {
            sd_bus_message_append_basic(message, CChar(type.asciiValue ?? 0), pointer)
        }
        func container(_ type: Character, _ contents: String, _ body: () -> Int32) -> Int32 {
            let opened = sd_bus_message_open_container(message, CChar(type.asciiValue ?? 0), contents)
            guard opened >= 0 else { return opened }
            let result = body()
            guard result >= 0 else { return result }
            return sd_bus_message_close_container(message)
        }
        switch value {
        case let .boolean(flag):
            var int: Int32 = flag ? 1 : 0
            return basic("b", &int)
        case let .int32(number):
            var int = number
            return basic("i", &int)
        case let .int64(number):
            var int = number
            return basic("x", &int)
        case let .double(number):
            var double = number
            return basic("d", &double)
        case let .string(text):
            return text.withCString { basic("s", $0) }
        case let .objectPath(path):
            return path.withCString { basic("o", $0) }
        case let .strings(list):
            return container("a", "s") {
                for text in list {
                    let result = text.withCString { basic("s", $0) }
                    if result < 0 { return result }
                }
                return 0
            }
        case let .objectPaths(list):
            return container("a", "o") {
                for path in list {
                    let result = path.withCString { basic("o", $0) }
                    if result < 0 { return result }
                }
                return 0
            }
        case let .dictionaries(list):
            return container("a", "a{sv}") {
                for entry in list {
                    let result = append(.dictionary(entry), to: message)
                    if result < 0 { return result }
                }
                return 0
            }
        case let .dictionary(entries):
            return container("a", "{sv}") {
                for (key, entry) in entries.sorted(by: { $0.key < $1.key }) {
                    let result = container("e", "sv") {
                        let keyResult = key.withCString { basic("s", $0) }
                        guard keyResult >= 0 else { return keyResult }
                        return container("v", entry.signature) { append(entry, to: message) }
                    }
                    if result < 0 { return result }
                }
                return 0
            }
        case let .byte(number):
            var int = number
            return basic("y", &int)
        case let .bytes(list):
            return list.withUnsafeBytes { sd_bus_message_append_array(message, CChar(UInt8(ascii: "y")), $0.baseAddress, $0.count) }
        case let .int16(number):
            var int = number
            return basic("n", &int)
        case let .uint16(number):
            var int = number
            return basic("q", &int)
        case let .uint32(number):
            var int = number
            return basic("u", &int)
        case let .uint64(number):
            var int = number
            return basic("t", &int)
        case let .signature(text):
            return text.withCString { basic("g", $0) }
        case let .variant(inner):
            return container("v", inner.signature) { append(inner, to: message) }
        case let .array(element, items):
            return container("a", element) { appendAll(items, to: message) }
        case let .structure(fields):
            return container("r", String(value.signature.dropFirst().dropLast())) { appendAll(fields, to: message) }
        case let .entry(key, entry):
            return container("e", key.signature + entry.signature) { appendAll([key, entry], to: message) }
        }
    }

    /// Appends the values in order, stopping at the first refused.
    static func appendAll(_ values: [BusValue], to message: OpaquePointer) -> Int32 {
        for value in values {
            let result = append(value, to: message)
            if result < 0 { return result }
        }
        return 0
    }
}
