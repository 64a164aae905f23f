/// A value from a parsed TOML document, with where its key and the value itself were written.
struct TOMLNode: Equatable, Sendable {
    /// The kinds of TOML value.
    enum Value: Equatable, Sendable {
        case string(String)
        case integer(Int)
        case float(Double)
        case boolean(Bool)
        /// A date, time or date-time, kept as its TOML text with its kind ("date", "time", "date-time").
        case dateTime(kind: String, text: String)
        case array([TOMLNode])
        /// A table's entries in the order they were written.
        case table([TOMLEntry])
    }

    let value: Value
    /// Where the key (or, for an array element, the element) was written.
    let keyPosition: SourcePosition
    /// Where the value begins; for tables opened by a header, the header's name.
    let valuePosition: SourcePosition

    /// The TOML name of the value's type, as error messages say it.
    var typeName: String {
        switch value {
        case .string: "string"
        case .integer: "integer"
        case .float: "float"
        case .boolean: "boolean"
        case let .dateTime(kind, _): kind
        case .array: "array"
        case .table: "table"
        }
    }

    /// The value as written, for numbers and booleans; the type name for anything else.
    var literal: String {
        switch value {
        case let .integer(number): String(number)
        case let .float(number): formatNumber(number)
        case let .boolean(flag): String(flag)
        case let .string(text): "\"\(text)\""
        default: typeName
        }
    }

    /// The value as a Double, for integers and floats.
    var number: Double? {
        switch value {
        case let .integer(number): Double(number)
        case let .float(number): number
        default: nil
        }
    }

    /// The entries, when the value is a table.
    var entries: [TOMLEntry]? {
        if case let .table(entries) = value { entries } else { nil }
    }

    /// The elements, when the value is an array.
    var elements: [TOMLNode]? {
        if case let .array(elements) = value { elements } else { nil }
    }

    /// The text, when the value is a string.
    var string: String? {
        if case let .string(text) = value { text } else { nil }
    }
}

/// One key of a table and its value.
struct TOMLEntry: Equatable, Sendable {
    let key: String
    let node: TOMLNode
}

/// A number as a person writes it: `15`, not `15.0`; `1.25` as is.
func formatNumber(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
