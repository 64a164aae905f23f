/// A `Decoder` over one value of the parsed document; it is its own single-value container.
struct TreeDecoder: Decoder {
    let value: JSONValue
    /// The path to the container the value is in, and its key there: the value's own path is
    /// made only when asked for (by an error, or a container), not for every value read.
    private let parentPath: [any CodingKey]
    private let key: (any CodingKey)?

    init(value: JSONValue, parentPath: [any CodingKey], key: (any CodingKey)? = nil) {
        self.value = value
        self.parentPath = parentPath
        self.key = key
    }

    var codingPath: [any CodingKey] { key.map { parentPath + [$0] } ?? parentPath }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case let .object(members) = value else { throw mismatch([String: Any].self, expected: "an object") }
        return KeyedDecodingContainer(KeyedReader(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case let .array(items) = value else { throw mismatch([Any].self, expected: "an array") }
        return UnkeyedReader(items: items, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

    /// The error for a value of another kind than `expected`; null is a missing value.
    func mismatch(_ type: Any.Type, expected: String) -> DecodingError {
        let context = DecodingError.Context(codingPath: codingPath, debugDescription: "expected \(expected), found \(value.kind)")
        return value == .null ? .valueNotFound(type, context) : .typeMismatch(type, context)
    }

    /// The error for a value of the right kind that cannot be taken.
    func corrupted(_ description: String, _ underlying: JSONNumberError? = nil) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: description, underlyingError: underlying))
    }

    private func number(_ type: Any.Type) throws -> Double {
        guard case let .number(number) = value else { throw mismatch(type, expected: "a number") }
        return number
    }

    /// A whole number that fits. cJSON holds every number as a Double, which holds every whole
    /// number below 2^53 exactly; from there on the text may have been rounded to it.
    private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let number = try number(type)
        guard number.rounded(.towardZero) == number else { throw corrupted("\(Self.text(number)) is not a whole number", .notWhole) }
        guard number.magnitude < 9_007_199_254_740_992 else {
            throw corrupted("about \(Self.text(number)): whole numbers from 2^53 on cannot be read exactly", .outOfRange(number))
        }
        guard let integer = T(exactly: number) else {
            throw corrupted("\(Self.text(number)) does not fit in \(T.self)", .outOfRange(number))
        }
        return integer
    }

    private static func text(_ number: Double) -> String {
        JSONNumber.text(number) ?? "\(number)"
    }
}

extension TreeDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool { value == .null }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case let .bool(bool) = value else { throw mismatch(type, expected: "true or false") }
        return bool
    }

    func decode(_ type: String.Type) throws -> String {
        guard case let .string(string) = value else { throw mismatch(type, expected: "a string") }
        return string
    }

    func decode(_ type: Double.Type) throws -> Double { try number(type) }

    func decode(_ type: Float.Type) throws -> Float {
        let number = try number(type)
        guard Float(number).isFinite else { throw corrupted("\(Self.text(number)) does not fit in Float", .outOfRange(number)) }
        return Float(number)
    }

    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try T(from: self) }
}
