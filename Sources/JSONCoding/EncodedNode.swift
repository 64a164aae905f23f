/// A value being encoded. A container is handed out before it is filled, so the tree is made
/// of references until `CJSONWriter` turns it into cJSON's.
final class EncodedNode {
    /// An object's members in the order first encoded; encoding a key again replaces its value.
    /// Most objects are small, so a key is looked for along the list until there are many.
    struct Members {
        private(set) var keys: [String] = []
        private(set) var nodes: [EncodedNode] = []
        private var positions: [String: Int]?

        mutating func set(_ key: String, _ node: EncodedNode) {
            if let index = positions.map({ $0[key] }) ?? keys.firstIndex(of: key) {
                nodes[index] = node
                return
            }
            keys.append(key)
            nodes.append(node)
            if positions != nil {
                positions?[key] = keys.count - 1
            } else if keys.count == 32 {
                positions = Dictionary(uniqueKeysWithValues: zip(keys, keys.indices))
            }
        }
    }

    enum Value {
        /// Nothing encoded (yet): written as an empty object, as Foundation did.
        case empty
        case null
        case bool(Bool)
        /// The number's JSON text (`JSONNumber`), written as it is.
        case number(String)
        case string(String)
        case array([EncodedNode])
        case object(Members)
    }

    var value: Value

    init(_ value: Value = .empty) {
        self.value = value
    }

    /// Makes this node an array, keeping its items if it is one already.
    func becomeArray() {
        if case .array = value { return }
        value = .array([])
    }

    /// Makes this node an object, keeping its members if it is one already.
    func becomeObject() {
        if case .object = value { return }
        value = .object(Members())
    }

    /// Appends a new item to this array and returns it.
    func appendItem(_ item: Value = .empty) -> EncodedNode {
        let node = EncodedNode(item)
        guard case var .array(items) = value else { return node }
        value = .empty  // so that `items` is the array's one reference and grows in place
        items.append(node)
        value = .array(items)
        return node
    }

    /// Sets a new member of this object and returns it.
    func setMember(_ key: String, _ member: Value = .empty) -> EncodedNode {
        let node = EncodedNode(member)
        guard case var .object(members) = value else { return node }
        value = .empty
        members.set(key, node)
        value = .object(members)
        return node
    }

    /// The items of an array, or nil.
    var items: [EncodedNode]? {
        if case let .array(items) = value { items } else { nil }
    }
}
