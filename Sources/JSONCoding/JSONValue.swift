/// A JSON document as cJSON read it, held in Swift for the decoder to walk: cJSON's tree is
/// freed before any `Decodable` sees a value.
enum JSONValue: Equatable, Sendable {
    case null
    case bool(Bool)
    /// Always finite: cJSON reads numbers with strtod, and an infinity is refused when read.
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// When a key is repeated, its first value (cJSON's lookup finds the first too).
    case object([String: JSONValue])

    /// What the value is, for an error: "a string", "null".
    var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
