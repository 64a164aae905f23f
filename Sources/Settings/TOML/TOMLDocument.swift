import CTOMLPlusPlus

/// Parses TOML text with toml++ and turns its tree into ``TOMLNode``s, with toml++'s positions.
enum TOMLDocument {
    /// The document's root table, or nil after reporting the syntax error.
    static func parse(_ text: String, diagnostics: Diagnostics) -> TOMLNode? {
        var text = text
        // toml++ skips a byte order mark too; dropping it here keeps the precheck's columns equal to toml++'s.
        if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
        if let (message, position) = TOMLPrecheck.firstProblem(in: text) {
            diagnostics.report(message, at: position)
            return nil
        }
        var tree = text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { pd_toml_parse($0.baseAddress, $0.count) }
        }
        defer { pd_toml_tree_free(&tree) }
        if let error = tree.error {
            diagnostics.report(syntaxMessage(String(cString: error)), at: place(tree.error_position))
            return nil
        }
        guard let nodes = tree.nodes, tree.node_count > 0 else {
            diagnostics.report("cannot parse the file as TOML: out of memory", at: nil)
            return nil
        }
        let reader = TreeReader(
            nodes: UnsafeBufferPointer(start: nodes, count: tree.node_count),
            text: UnsafeRawBufferPointer(start: tree.text, count: tree.text_length)
        )
        return reader.node(at: 0)
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

    /// toml++'s position, or nil for its "no place" (line 0).
    fileprivate static func place(_ position: pd_toml_position) -> SourcePosition? {
        position.line == 0 ? nil : SourcePosition(line: Int(position.line), column: Int(position.column))
    }
}

/// Reads the C tree of one parse; valid only while that tree is.
private struct TreeReader {
    let nodes: UnsafeBufferPointer<pd_toml_node>
    let text: UnsafeRawBufferPointer

    /// The node at `index` of the tree, with everything under it.
    func node(at index: Int) -> TOMLNode {
        let node = nodes[index]
        let valuePosition = TOMLDocument.place(node.value_position) ?? .start
        let keyPosition = TOMLDocument.place(node.key_position) ?? valuePosition
        // A table or array of tables opened by a header begins at its '[', before its name;
        // any other value begins after its key. Either way the later place is the value's.
        return TOMLNode(value: value(of: node), keyPosition: keyPosition, valuePosition: max(keyPosition, valuePosition))
    }

    private func value(of node: pd_toml_node) -> TOMLNode.Value {
        switch node.kind {
        case PD_TOML_STRING: .string(string(node.text))
        case PD_TOML_INTEGER: .integer(Int(node.integer))
        case PD_TOML_FLOAT: .float(node.number)
        case PD_TOML_BOOLEAN: .boolean(node.boolean)
        case PD_TOML_DATE: .dateTime(kind: "date", text: string(node.text))
        case PD_TOML_TIME: .dateTime(kind: "time", text: string(node.text))
        case PD_TOML_DATE_TIME: .dateTime(kind: "date-time", text: string(node.text))
        case PD_TOML_ARRAY: .array(children(of: node).map { self.node(at: $0) })
        default: .table(entries(of: node))
        }
    }

    /// toml++ keeps a table's keys sorted; people expect to see them back in the file's order.
    private func entries(of table: pd_toml_node) -> [TOMLEntry] {
        children(of: table)
            .map { TOMLEntry(key: string(nodes[$0].key), node: node(at: $0)) }
            .enumerated()
            .sorted { a, b in
                a.element.node.keyPosition == b.element.node.keyPosition
                    ? a.offset < b.offset
                    : a.element.node.keyPosition < b.element.node.keyPosition
            }
            .map(\.element)
    }

    private func children(of node: pd_toml_node) -> Range<Int> {
        let first = node.first_child, count = node.child_count
        guard first <= nodes.count, count <= nodes.count - first else { return 0..<0 }
        return first..<first + count
    }

    private func string(_ span: pd_toml_span) -> String {
        guard span.offset <= text.count, span.length <= text.count - span.offset else { return "" }
        return String(decoding: UnsafeRawBufferPointer(rebasing: text[span.offset..<span.offset + span.length]), as: UTF8.self)
    }
}
