import CSDBus

/// sd-bus messages into BusValues, whatever they hold: sd-bus's own reader walks the message
/// (peek the type, enter the container, read the basics), so a reply of any signature is read
/// whole, and what a reader expects is checked afterwards, on the values.
enum BusMessageReader {
    /// The values left in a message at its current level: method arguments, a written property,
    /// a reply's results or a signal's arguments.
    static func values(in message: OpaquePointer) -> [BusValue] {
        var values: [BusValue] = []
        while let value = value(in: message) { values.append(value) }
        return values
    }

    /// The next value, nil at the end of the current container (or of a message that cannot be
    /// read further, which sd-bus has already checked on arrival).
    private static func value(in message: OpaquePointer) -> BusValue? {
        var type: CChar = 0
        var contents: UnsafePointer<CChar>?
        guard sd_bus_message_peek_type(message, &type, &contents) > 0 else { return nil }
        let kind = UInt8(bitPattern: type)
        switch kind {
        case UInt8(ascii: "a"), UInt8(ascii: "v"), UInt8(ascii: "r"), UInt8(ascii: "e"):
            guard let contents else { return nil }
            let signature = String(cString: contents)
            guard sd_bus_message_enter_container(message, type, contents) > 0 else { return nil }
            let inner = values(in: message)
            guard sd_bus_message_exit_container(message) > 0 else { return nil }
            return container(kind, signature: signature, inner)
        default:
            return basic(message, type)
        }
    }

    private static func container(_ kind: UInt8, signature: String, _ inner: [BusValue]) -> BusValue? {
        switch kind {
        case UInt8(ascii: "v"): return inner.first.map { .variant($0) }
        case UInt8(ascii: "r"): return .structure(inner)
        case UInt8(ascii: "e"):
            guard inner.count == 2 else { return nil }
            return .entry(inner[0], inner[1])
        default: return array(element: signature, inner)
        }
    }

    /// The array kinds MPRIS names get their own cases; any other stays generic.
    private static func array(element: String, _ items: [BusValue]) -> BusValue {
        switch element {
        case "s": return .strings(items.compactMap { if case let .string(s) = $0 { s } else { nil } })
        case "o": return .objectPaths(items.compactMap { if case let .objectPath(o) = $0 { o } else { nil } })
        case "{sv}":
            var entries: [String: BusValue] = [:]
            for case let .entry(.string(key), .variant(value)) in items { entries[key] = value }
            return .dictionary(entries)
        case "a{sv}":
            return .dictionaries(items.compactMap { if case let .dictionary(d) = $0 { d } else { nil } })
        default:
            return .array(element: element, items)
        }
    }

    private static func basic(_ message: OpaquePointer, _ type: CChar) -> BusValue? {
        func read<T: BitwiseCopyable>(_ initial: T) -> T? {
            var value = initial
            return sd_bus_message_read_basic(message, type, &value) > 0 ? value : nil
        }
        switch UInt8(bitPattern: type) {
        case UInt8(ascii: "b"): return read(Int32(0)).map { .boolean($0 != 0) }
        case UInt8(ascii: "y"): return read(UInt8(0)).map { .byte($0) }
        case UInt8(ascii: "n"): return read(Int16(0)).map { .int16($0) }
        case UInt8(ascii: "q"): return read(UInt16(0)).map { .uint16($0) }
        // A descriptor (`h`) reads as its number: nothing MPRIS sends carries one.
        case UInt8(ascii: "i"), UInt8(ascii: "h"): return read(Int32(0)).map { .int32($0) }
        case UInt8(ascii: "u"): return read(UInt32(0)).map { .uint32($0) }
        case UInt8(ascii: "x"): return read(Int64(0)).map { .int64($0) }
        case UInt8(ascii: "t"): return read(UInt64(0)).map { .uint64($0) }
        case UInt8(ascii: "d"): return read(0.0).map { .double($0) }
        case UInt8(ascii: "s"), UInt8(ascii: "o"), UInt8(ascii: "g"):
            guard let pointer = read(UnsafePointer<CChar>?.none), let pointer else { return nil }
            let text = String(cString: pointer)
            return switch UInt8(bitPattern: type) {
            case UInt8(ascii: "s"): .string(text)
            case UInt8(ascii: "o"): .objectPath(text)
            default: .signature(text)
            }
        default:
            return nil
        }
    }
}
