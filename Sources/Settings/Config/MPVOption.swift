/// One raw mpv option from `[mpv]`, passed to mpv as written.
public struct MPVOption: Equatable, Sendable {
    /// The option's name, e.g. "audio-device".
    public var name: String
    /// Its value as mpv reads it; booleans become "yes" and "no".
    public var value: String

    /// Creates an option.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }

    /// Reads `[mpv]`, in the order the options are written.
    static func options(reading reader: TableReader) -> [MPVOption] {
        reader.entries.compactMap { entry in
            let value = reader.convertReporting(
                entry.node, key: entry.key, expected: "a string, number or boolean"
            ) { node throws(ValueProblem) -> String in
                switch node.value {
                case let .string(text): return text
                case let .integer(number): return String(number)
                case let .float(number) where number.isFinite: return formatNumber(number)
                case let .boolean(flag): return flag ? "yes" : "no"
                case .float: throw .mismatch(found: node.literal, at: nil)
                default: throw .mismatch(found: node.typeName, at: nil)
                }
            }
            return value.map { MPVOption(name: entry.key, value: $0) }
        }
    }
}
