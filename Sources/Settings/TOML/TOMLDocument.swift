import TOMLKit

/// Parses TOML text with TOMLKit and gives the result positions from ``SourceLocator``.
enum TOMLDocument {
    /// The document's root table, or nil after reporting the syntax error.
    static func parse(_ text: String, diagnostics: Diagnostics) -> TOMLNode? {
        var text = text
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        // TOMLKit hands toml++ a C string, which would silently end at a NUL.
        if let position = positionOfFirstNUL(in: text) {
            diagnostics.report("the file contains a NUL character, which TOML does not allow", at: position)
            return nil
        }
        if let (message, position) = TOMLPrecheck.firstProblem(in: text) {
            diagnostics.report(message, at: position)
            return nil
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            let begin = error.source.begin
            let position = SourcePosition(line: max(begin.line, 1), column: max(begin.column, 1))
            diagnostics.report(syntaxMessage(error.description), at: position)
            return nil
        } catch {
            diagnostics.report("cannot parse the file as TOML", at: nil)
            return nil
        }
        let map = SourceLocator.locate(in: text)
        return node(for: table, path: [], map: map, fallback: .start)
    }

    /// "Error while parsing array: encountered end-of-file" → "syntax error in array: encountered end-of-file".
    static func syntaxMessage(_ description: String) -> String {
        let visible = description.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control ? scalar.escaped(asASCII: true) : String(scalar)
        }.joined()
        let prefix = "Error while parsing "
        guard visible.hasPrefix(prefix), let colon = visible.firstIndex(of: ":") else {
            return "syntax error: \(visible)"
        }
        let subject = visible[visible.index(visible.startIndex, offsetBy: prefix.count)..<colon]
        return "syntax error in \(subject)\(visible[colon...])"
    }

    private static func positionOfFirstNUL(in text: String) -> SourcePosition? {
        var line = 1, column = 1
        for scalar in text.unicodeScalars {
            if scalar == "\0" { return SourcePosition(line: line, column: column) }
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return nil
    }

    private static func node(
        for value: any TOMLValueConvertible, path: [PathComponent], map: SourceMap, fallback: SourcePosition
    ) -> TOMLNode {
        let keyPosition = map.keys[path] ?? map.values[path] ?? fallback
        let valuePosition = map.values[path] ?? keyPosition
        return TOMLNode(
            value: convert(value, path: path, map: map, position: keyPosition),
            keyPosition: keyPosition,
            valuePosition: valuePosition
        )
    }

    private static func convert(
        _ value: any TOMLValueConvertible, path: [PathComponent], map: SourceMap, position: SourcePosition
    ) -> TOMLNode.Value {
        switch value.type {
        case .string: return .string(value.string ?? "")
        case .int: return .integer(value.int ?? 0)
        case .double: return .float(value.double ?? 0)
        case .bool: return .boolean(value.bool ?? false)
        case .date: return .dateTime(kind: "date", text: value.date?.debugDescription ?? "")
        case .time: return .dateTime(kind: "time", text: value.time?.debugDescription ?? "")
        case .dateTime: return .dateTime(kind: "date-time", text: value.dateTime?.debugDescription ?? "")
        case .array:
            let elements = value.array.map(Array.init) ?? []
            return .array(elements.enumerated().map { offset, element in
                node(for: element, path: path + [.index(offset)], map: map, fallback: position)
            })
        case .table:
            guard let table = value.table else { return .table([]) }
            let entries = table.keys.compactMap { key -> TOMLEntry? in
                guard let child = table[key] else { return nil }
                return TOMLEntry(key: key, node: node(for: child, path: path + [.key(key)], map: map, fallback: position))
            }
            // toml++ keeps keys sorted; the file's order is what people expect to see back.
            return .table(entries.enumerated().sorted { a, b in
                a.element.node.keyPosition == b.element.node.keyPosition
                    ? a.offset < b.offset
                    : a.element.node.keyPosition < b.element.node.keyPosition
            }.map(\.element))
        }
    }
}
