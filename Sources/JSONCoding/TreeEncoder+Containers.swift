/// An object's members, written by key.
struct KeyedWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: EncodedNode
    let codingPath: [any CodingKey]

    private func member(_ key: Key, _ value: EncodedNode.Value = .empty) -> EncodedNode {
        node.setMember(key.stringValue, value)
    }

    private func encoder(for key: Key) -> TreeEncoder {
        TreeEncoder(node: member(key), parentPath: codingPath, key: key)
    }

    mutating func encodeNil(forKey key: Key) { _ = member(key, .null) }
    mutating func encode(_ value: Bool, forKey key: Key) { _ = member(key, .bool(value)) }
    mutating func encode(_ value: String, forKey key: Key) { _ = member(key, .string(value)) }
    mutating func encode(_ value: Double, forKey key: Key) throws { _ = member(key, try TreeEncoder.number(value, at: codingPath + [key])) }
    mutating func encode(_ value: Float, forKey key: Key) throws { _ = member(key, try TreeEncoder.number(value, at: codingPath + [key])) }
    mutating func encode(_ value: Int, forKey key: Key) { _ = member(key, .number("\(value)")) }
    mutating func encode(_ value: Int8, forKey key: Key) { _ = member(key, .number("\(value)")) }
    mutating func encode(_ value: Int16, forKey key: Key) { _ = member(key, .number("\(value)")) }
    mutating func encode(_ value: Int32, forKey key: Key) { _ = member(key, .number("\(value)")) }
    mutating func encode(_ value: Int64, forKey key: Key) { _ = member(key, .number("\(value)")) }
    mutating func encode(_ value: UInt, forKey key: Key) { _ = member(key, .number("\(value)")) }
    mutating func encode(_ value: UInt8, forKey key: Key) { _ = member(key, .number("\(value)")) }
    mutating func encode(_ value: UInt16, forKey key: Key) { _ = member(key, .number("\(value)")) }
    mutating func encode(_ value: UInt32, forKey key: Key) { _ = member(key, .number("\(value)")) }
    mutating func encode(_ value: UInt64, forKey key: Key) { _ = member(key, .number("\(value)")) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try encoder(for: key).encode(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        encoder(for: key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        encoder(for: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        TreeEncoder(node: node.setMember(JSONKey.superKey.stringValue), parentPath: codingPath, key: JSONKey.superKey)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder { encoder(for: key) }
}

/// An array's items, written in order.
struct UnkeyedWriter: UnkeyedEncodingContainer {
    let node: EncodedNode
    let codingPath: [any CodingKey]

    var count: Int { node.items?.count ?? 0 }

    private func encoder() -> TreeEncoder {
        let index = JSONKey(intValue: count)
        return TreeEncoder(node: node.appendItem(), parentPath: codingPath, key: index)
    }

    mutating func encodeNil() { _ = node.appendItem(.null) }
    mutating func encode(_ value: Bool) { _ = node.appendItem(.bool(value)) }
    mutating func encode(_ value: String) { _ = node.appendItem(.string(value)) }
    mutating func encode(_ value: Double) throws { _ = node.appendItem(try TreeEncoder.number(value, at: codingPath + [JSONKey(intValue: count)])) }
    mutating func encode(_ value: Float) throws { _ = node.appendItem(try TreeEncoder.number(value, at: codingPath + [JSONKey(intValue: count)])) }
    mutating func encode(_ value: Int) { _ = node.appendItem(.number("\(value)")) }
    mutating func encode(_ value: Int8) { _ = node.appendItem(.number("\(value)")) }
    mutating func encode(_ value: Int16) { _ = node.appendItem(.number("\(value)")) }
    mutating func encode(_ value: Int32) { _ = node.appendItem(.number("\(value)")) }
    mutating func encode(_ value: Int64) { _ = node.appendItem(.number("\(value)")) }
    mutating func encode(_ value: UInt) { _ = node.appendItem(.number("\(value)")) }
    mutating func encode(_ value: UInt8) { _ = node.appendItem(.number("\(value)")) }
    mutating func encode(_ value: UInt16) { _ = node.appendItem(.number("\(value)")) }
    mutating func encode(_ value: UInt32) { _ = node.appendItem(.number("\(value)")) }
    mutating func encode(_ value: UInt64) { _ = node.appendItem(.number("\(value)")) }
    mutating func encode<T: Encodable>(_ value: T) throws { try encoder().encode(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        encoder().container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        encoder().unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { encoder() }
}
