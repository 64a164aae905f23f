import Commands

/// Reads the keys of one table, reporting unknown keys and refused values to the diagnostics.
///
/// Every read falls back to a default after reporting, so one parse finds every problem.
struct TableReader {
    /// The table's entries in file order.
    let entries: [TOMLEntry]
    /// How messages name the table: "[skip]", "[[ad]]".
    let label: String
    /// Where problems go.
    let diagnostics: Diagnostics

    /// Reports each key that is not in `known`, suggesting the closest known one.
    func rejectUnknownKeys(allowing known: [String]) {
        for entry in entries where !known.contains(entry.key) {
            diagnostics.report(
                "unknown key '\(entry.key)' in \(label)\(didYouMean(entry.key, in: known))",
                at: entry.node.keyPosition
            )
        }
    }

    /// For the root table: reports each top-level name not in `known` as an unknown table
    /// (`[name]`, `[[name]]`) or key, suggesting the closest known one in the same brackets.
    func rejectUnknownTables(allowing known: [String]) {
        for entry in entries where !known.contains(entry.key) {
            let node = entry.node
            let isArrayOfTables = node.elements.map { !$0.isEmpty && $0.allSatisfy { $0.entries != nil } } ?? false
            func written(_ name: String) -> String {
                isArrayOfTables ? "[[\(name)]]" : node.entries != nil ? "[\(name)]" : "'\(name)'"
            }
            let what = node.entries != nil || isArrayOfTables ? "table \(written(entry.key))" : "key \(written(entry.key))"
            let hint = closestMatch(to: entry.key, in: known).map { "; did you mean \(written($0))?" } ?? ""
            diagnostics.report("unknown \(what)\(hint)", at: node.keyPosition)
        }
    }

    /// The table at `key` read with its own label, or nil when absent or not a table (reported).
    func table(_ key: String, label: String) -> TableReader? {
        guard let node = node(key) else { return nil }
        guard let entries = node.entries else {
            diagnostics.report("'\(key)' must be a table (\(label)), found \(node.typeName)", at: node.valuePosition)
            return nil
        }
        return TableReader(entries: entries, label: label, diagnostics: diagnostics)
    }

    /// The tables of `[[key]]` with where each begins; reports a value that is not an array of tables.
    func arrayOfTables(_ key: String, label: String) -> [(reader: TableReader, position: SourcePosition)] {
        guard let node = node(key) else { return [] }
        guard let elements = node.elements else {
            diagnostics.report("'\(key)' must be an array of tables (\(label)), found \(node.typeName)", at: node.valuePosition)
            return []
        }
        return elements.compactMap { element in
            guard let entries = element.entries else {
                diagnostics.report(
                    "'\(key)' must be an array of tables (\(label)), found an array of \(element.typeName)s",
                    at: element.valuePosition
                )
                return nil
            }
            return (TableReader(entries: entries, label: label, diagnostics: diagnostics), element.keyPosition)
        }
    }

    /// The node at a key, if the table has it.
    func node(_ key: String) -> TOMLNode? {
        entries.first { $0.key == key }?.node
    }

    /// The converted value at `key`, or `fallback` if the key is absent or its value is refused.
    ///
    /// - Parameter expected: what the key takes, for "'KEY' in LABEL must be EXPECTED, found …".
    func read<Value>(
        _ key: String, expected: String, default fallback: Value,
        _ convert: (TOMLNode) throws(ValueProblem) -> Value
    ) -> Value {
        guard let node = node(key) else { return fallback }
        return convertReporting(node, key: key, expected: expected, convert) ?? fallback
    }

    /// Like ``read(_:expected:default:_:)`` for a key without a default; reports when it is missing.
    func require<Value>(
        _ key: String, expected: String, at position: SourcePosition,
        _ convert: (TOMLNode) throws(ValueProblem) -> Value
    ) -> Value? {
        guard let node = node(key) else {
            diagnostics.report("missing '\(key)' in \(label)", at: position)
            return nil
        }
        return convertReporting(node, key: key, expected: expected, convert)
    }

    /// Like ``read(_:expected:default:_:)`` for an optional key; nil when absent or refused.
    func optional<Value>(
        _ key: String, expected: String, _ convert: (TOMLNode) throws(ValueProblem) -> Value
    ) -> Value? {
        guard let node = node(key) else { return nil }
        return convertReporting(node, key: key, expected: expected, convert)
    }

    /// Converts a node, reporting a refusal in the words of this table.
    func convertReporting<Value>(
        _ node: TOMLNode, key: String, expected: String,
        _ convert: (TOMLNode) throws(ValueProblem) -> Value
    ) -> Value? {
        do throws(ValueProblem) {
            return try convert(node)
        } catch {
            switch error {
            case let .mismatch(found, position, suggestion):
                let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
                diagnostics.report(
                    "'\(key)' in \(label) must be \(expected), found \(found)\(hint)",
                    at: position ?? node.valuePosition
                )
            case let .message(text, position):
                diagnostics.report(text, at: position ?? node.valuePosition)
            }
        }
        return nil
    }
}

/// "; did you mean 'forward'?" when a candidate is close to `word`, else "".
func didYouMean(_ word: String, in candidates: [String]) -> String {
    closestMatch(to: word, in: candidates).map { "; did you mean '\($0)'?" } ?? ""
}
