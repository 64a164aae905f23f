/// An object's members, read by key.
struct KeyedReader<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: JSONValue]
    let codingPath: [any CodingKey]

    var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

    private func decoder(for key: Key) throws -> TreeDecoder {
        guard let value = members[key.stringValue] else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: "'\(key.stringValue)' is missing"))
        }
        return TreeDecoder(value: value, parentPath: codingPath, key: key)
    }

    func decodeNil(forKey key: Key) throws -> Bool { try decoder(for: key).decodeNil() }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder(for: key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder(for: key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder(for: key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder(for: key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder(for: key).decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder(for: key).decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder(for: key).decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder(for: key).decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder(for: key).decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder(for: key).decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder(for: key).decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder(for: key).decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder(for: key).decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder(for: key).decode(type) }
    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try decoder(for: key).decode(type) }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        TreeDecoder(value: members[JSONKey.superKey.stringValue] ?? .null, parentPath: codingPath, key: JSONKey.superKey)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        TreeDecoder(value: members[key.stringValue] ?? .null, parentPath: codingPath, key: key)
    }
}

/// An array's items, read in order; an item is passed only once it has been read.
struct UnkeyedReader: UnkeyedDecodingContainer {
    let items: [JSONValue]
    let codingPath: [any CodingKey]
    private(set) var currentIndex = 0

    init(items: [JSONValue], codingPath: [any CodingKey]) {
        self.items = items
        self.codingPath = codingPath
    }

    var count: Int? { items.count }
    var isAtEnd: Bool { currentIndex >= items.count }

    private func current(_ type: Any.Type) throws -> TreeDecoder {
        guard !isAtEnd else {
            let path = codingPath + [JSONKey(intValue: currentIndex)]
            throw DecodingError.valueNotFound(type, DecodingError.Context(codingPath: path, debugDescription: "the array ends after \(items.count) items"))
        }
        return TreeDecoder(value: items[currentIndex], parentPath: codingPath, key: JSONKey(intValue: currentIndex))
    }

    private mutating func take<T>(_ read: (TreeDecoder) throws -> T) throws -> T {
        let value = try read(current(T.self))
        currentIndex += 1
        return value
    }

    mutating func decodeNil() throws -> Bool {
        guard try current(Never.self).decodeNil() else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode(_ type: Bool.Type) throws -> Bool { try take { try $0.decode(type) } }
    mutating func decode(_ type: String.Type) throws -> String { try take { try $0.decode(type) } }
    mutating func decode(_ type: Double.Type) throws -> Double { try take { try $0.decode(type) } }
    mutating func decode(_ type: Float.Type) throws -> Float { try take { try $0.decode(type) } }
    mutating func decode(_ type: Int.Type) throws -> Int { try take { try $0.decode(type) } }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try take { try $0.decode(type) } }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try take { try $0.decode(type) } }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try take { try $0.decode(type) } }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try take { try $0.decode(type) } }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try take { try $0.decode(type) } }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try take { try $0.decode(type) } }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try take { try $0.decode(type) } }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try take { try $0.decode(type) } }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try take { try $0.decode(type) } }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try take { try $0.decode(type) } }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        try take { try $0.container(keyedBy: type) }
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try take { try $0.unkeyedContainer() }
    }

    mutating func superDecoder() throws -> any Decoder {
        try take { $0 }
    }
}
