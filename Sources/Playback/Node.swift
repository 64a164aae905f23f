import CMPV

/// A decoded `mpv_node`: the tree libmpv uses for structured property values.
/// Internal: outside this module everything is a typed value.
enum Node {
    case none
    case string(String)
    case flag(Bool)
    case int(Int64)
    case double(Double)
    case array([Node])
    case map([(String, Node)])
    case bytes([UInt8])

    init(_ node: mpv_node) {
        switch node.format {
        case MPV_FORMAT_STRING:
            self = node.u.string.map { .string(String(cString: $0)) } ?? .none
        case MPV_FORMAT_FLAG:
            self = .flag(node.u.flag != 0)
        case MPV_FORMAT_INT64:
            self = .int(node.u.int64)
        case MPV_FORMAT_DOUBLE:
            self = .double(node.u.double_)
        case MPV_FORMAT_NODE_ARRAY:
            guard let list = node.u.list?.pointee else { self = .array([]); return }
            self = .array((0..<Int(list.num)).compactMap { i in list.values.map { Node($0[i]) } })
        case MPV_FORMAT_NODE_MAP:
            guard let list = node.u.list?.pointee, let values = list.values, let keys = list.keys else {
                self = .map([]); return
            }
            self = .map((0..<Int(list.num)).compactMap { i in
                keys[i].map { (String(cString: $0), Node(values[i])) }
            })
        case MPV_FORMAT_BYTE_ARRAY:
            guard let bytes = node.u.ba?.pointee, let data = bytes.data else { self = .bytes([]); return }
            self = .bytes(Array(UnsafeRawBufferPointer(start: data, count: bytes.size)))
        default:
            self = .none
        }
    }

    subscript(key: String) -> Node? {
        guard case let .map(pairs) = self else { return nil }
        return pairs.first { $0.0 == key }?.1
    }

    var string: String? { if case let .string(s) = self { s } else { nil } }
    var bool: Bool? { if case let .flag(b) = self { b } else { nil } }
    var int: Int? {
        switch self {
        case let .int(i): Int(i)
        case let .double(d) where d.isFinite: Int(d)
        default: nil
        }
    }
    var double: Double? {
        switch self {
        case let .double(d): d
        case let .int(i): Double(i)
        default: nil
        }
    }
    var array: [Node] { if case let .array(a) = self { a } else { [] } }
}
