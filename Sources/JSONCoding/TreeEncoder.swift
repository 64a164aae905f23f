/// An `Encoder` that writes into one node of the tree; it is its own single-value container.
struct TreeEncoder: Encoder {
    let node: EncodedNode
    /// As `TreeDecoder`'s: the path is made only when asked for.
    private let parentPath: [any CodingKey]
    private let key: (any CodingKey)?

    init(node: EncodedNode, parentPath: [any CodingKey], key: (any CodingKey)? = nil) {
        self.node = node
        self.parentPath = parentPath
        self.key = key
    }

    var codingPath: [any CodingKey] { key.map { parentPath + [$0] } ?? parentPath }

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.becomeObject()
        return KeyedEncodingContainer(KeyedWriter(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.becomeArray()
        return UnkeyedWriter(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer { self }

    /// The value of a Double or a Float, or the error JSON's lack of NaN and infinities gives.
    static func number<F: BinaryFloatingPoint & LosslessStringConvertible>(
        _ value: F, at path: @autoclosure () -> [any CodingKey]
    ) throws -> EncodedNode.Value {
        guard let text = JSONNumber.text(value) else {
            throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: path(), debugDescription: "JSON has no number \(value)"))
        }
        return .number(text)
    }
}

extension TreeEncoder: SingleValueEncodingContainer {
    func encodeNil() { node.value = .null }
    func encode(_ value: Bool) { node.value = .bool(value) }
    func encode(_ value: String) { node.value = .string(value) }
    func encode(_ value: Double) throws { node.value = try Self.number(value, at: codingPath) }
    func encode(_ value: Float) throws { node.value = try Self.number(value, at: codingPath) }
    func encode(_ value: Int) { node.value = .number("\(value)") }
    func encode(_ value: Int8) { node.value = .number("\(value)") }
    func encode(_ value: Int16) { node.value = .number("\(value)") }
    func encode(_ value: Int32) { node.value = .number("\(value)") }
    func encode(_ value: Int64) { node.value = .number("\(value)") }
    func encode(_ value: UInt) { node.value = .number("\(value)") }
    func encode(_ value: UInt8) { node.value = .number("\(value)") }
    func encode(_ value: UInt16) { node.value = .number("\(value)") }
    func encode(_ value: UInt32) { node.value = .number("\(value)") }
    func encode(_ value: UInt64) { node.value = .number("\(value)") }
    func encode<T: Encodable>(_ value: T) throws { try value.encode(to: self) }
}
