import Commands

extension KeyBindings {
    /// Reads the `[keys]` table and merges it over `base`: each key written there replaces or adds
    /// its binding, and "" or "none" removes it. Problems are reported and the key skipped.
    init(reading reader: TableReader, over base: KeyBindings) {
        self = base
        var seen: [KeyName: SourcePosition] = [:]
        for entry in reader.entries {
            let node = entry.node
            let key: KeyName
            do throws(KeyNameError) {
                key = try KeyName(parsing: entry.key)
            } catch {
                let hint = error.hint.map { "; \($0)" } ?? ""
                reader.diagnostics.report("\(error.reason) in [keys]\(hint)", at: node.keyPosition)
                continue
            }
            if let first = seen[key] {
                reader.diagnostics.report(
                    "duplicate binding for '\(key)' in [keys]; already bound at line \(first.line), column \(first.column)",
                    at: node.keyPosition
                )
                continue
            }
            seen[key] = node.keyPosition
            guard let text = node.string else {
                reader.diagnostics.report(
                    "'\(entry.key)' in [keys] must be a command string, found \(node.typeName)", at: node.valuePosition
                )
                continue
            }
            let words = text.split(whereSeparator: \.isWhitespace)
            if words.isEmpty || (words.count == 1 && words[0].lowercased() == "none") {
                unbind(key)
                continue
            }
            do throws(CommandParseError) {
                bind(key, to: try Instruction(parsing: text))
            } catch {
                reader.diagnostics.report("'\(entry.key)' in [keys]: \(error.message)", at: node.valuePosition)
            }
        }
    }
}
