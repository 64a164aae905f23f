import CSDBus
import Glibc

/// BusValues into sd-bus messages and back: what MPRIS sends (properties, metadata, signals,
/// replies) and what it receives (method arguments, written properties).
extension BusConnection {
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
        }
    }

    /// Reads the basic values left in a message (method arguments, a written property).
    static func arguments(of message: OpaquePointer) -> [BusValue] {
        var values: [BusValue] = []
        while true {
            var type: CChar = 0
            guard sd_bus_message_peek_type(message, &type, nil) > 0 else { return values }
            switch UInt8(bitPattern: type) {
            case UInt8(ascii: "b"):
                var int: Int32 = 0
                guard sd_bus_message_read_basic(message, type, &int) > 0 else { return values }
                values.append(.boolean(int != 0))
            case UInt8(ascii: "x"):
                var int: Int64 = 0
                guard sd_bus_message_read_basic(message, type, &int) > 0 else { return values }
                values.append(.int64(int))
            case UInt8(ascii: "d"):
                var double = 0.0
                guard sd_bus_message_read_basic(message, type, &double) > 0 else { return values }
                values.append(.double(double))
            case UInt8(ascii: "s"), UInt8(ascii: "o"):
                guard let string = readText(message, type) else { return values }
                values.append(type == CChar(UInt8(ascii: "o")) ? .objectPath(string) : .string(string))
            case UInt8(ascii: "a"):
                guard let paths = readObjectPaths(message) else { return values }
                values.append(.objectPaths(paths))
            default:
                guard sd_bus_message_skip(message, nil) > 0 else { return values }
            }
        }
    }

    private static func readText(_ message: OpaquePointer, _ type: CChar) -> String? {
        var text: UnsafePointer<CChar>?
        guard sd_bus_message_read_basic(message, type, &text) > 0, let text else { return nil }
        return String(cString: text)
    }

    /// Reads an array of object paths (`ao`, GetTracksMetadata's argument); any other array is
    /// skipped whole and reads as nil.
    private static func readObjectPaths(_ message: OpaquePointer) -> [String]? {
        var contents: UnsafePointer<CChar>?
        guard sd_bus_message_peek_type(message, nil, &contents) > 0, let contents, String(cString: contents) == "o" else {
            _ = sd_bus_message_skip(message, nil)
            return nil
        }
        guard sd_bus_message_enter_container(message, CChar(UInt8(ascii: "a")), "o") > 0 else { return nil }
        var paths: [String] = []
        while let path = readText(message, CChar(UInt8(ascii: "o"))) { paths.append(path) }
        _ = sd_bus_message_exit_container(message)
        return paths
    }

}
