@testable import JSONCoding

/// Any JSON value, read through the `Decoder` protocol's single-value, keyed and unkeyed paths.
enum AnyJSON: Codable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([AnyJSON]), object([String: AnyJSON])

    init(from decoder: any Decoder) throws {
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let bool = try? single.decode(Bool.self) {
            self = .bool(bool)
        } else if let number = try? single.decode(Double.self) {
            self = .number(number)
        } else if let string = try? single.decode(String.self) {
            self = .string(string)
        } else if var items = try? decoder.unkeyedContainer() {
            var array: [AnyJSON] = []
            while !items.isAtEnd { array.append(try items.decode(AnyJSON.self)) }
            self = .array(array)
        } else {
            let members = try decoder.container(keyedBy: JSONKey.self)
            self = .object(try Dictionary(uniqueKeysWithValues: members.allKeys.map { ($0.stringValue, try members.decode(AnyJSON.self, forKey: $0)) }))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var single = encoder.singleValueContainer()
        switch self {
        case .null: try single.encodeNil()
        case let .bool(bool): try single.encode(bool)
        case let .number(number): try single.encode(number)
        case let .string(string): try single.encode(string)
        case let .array(items): try single.encode(items)
        case let .object(members): try single.encode(members)
        }
    }
}

/// libFuzzer entry: any bytes decode or are refused with a reason, never a crash; what decodes
/// is written again and reads back as the same value; integers and base64 either read or say why.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSON(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    do {
        let value = try JSONDecoder().decode(AnyJSON.self, from: bytes)
        for formatting: JSONEncoder.OutputFormatting in [[], .sortedKeys] {
            let text: String
            do {
                text = try JSONEncoder(outputFormatting: formatting).encode(value)
            } catch {
                preconditionFailure("a value read could not be written: \(error)")
            }
            precondition((try? JSONDecoder().decode(AnyJSON.self, from: text)) == value, "written, it reads back otherwise: \(text)")
        }
    } catch let error as DecodingError {
        guard case let .dataCorrupted(context) = error else { preconditionFailure("\(error)") }
        precondition(!context.debugDescription.isEmpty, "refused without a reason")
    } catch {
        preconditionFailure("an error that is not a DecodingError: \(error)")
    }
    _ = try? JSONDecoder().decode([Int].self, from: bytes)
    _ = try? JSONDecoder().decode([UInt8?].self, from: bytes)
    _ = try? JSONDecoder().decode([Base64Bytes].self, from: bytes)
    return 0
}
