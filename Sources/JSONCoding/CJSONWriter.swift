import CJSON

/// Turns an encoded tree into cJSON's and has cJSON print it: the one place that makes cJSON
/// nodes. cJSON escapes what JSON requires (quotes, backslashes, control characters) and
/// nothing else, so slashes and all other text are written as they are.
enum CJSONWriter {
    typealias Node = UnsafeMutablePointer<cJSON>

    /// The tree as one line of JSON.
    static func text(of root: EncodedNode, sortedKeys: Bool) throws -> String {
        let tree = try make(root, sortedKeys: sortedKeys, path: [])
        defer { cJSON_Delete(tree) }
        guard let printed = cJSON_PrintUnformatted(tree) else { throw failure("cJSON could not print the value", path: []) }
        defer { cJSON_free(printed) }
        return String(cString: printed)
    }

    private static func make(_ node: EncodedNode, sortedKeys: Bool, path: [any CodingKey]) throws -> Node {
        let made: Node? = switch node.value {
        case .empty: cJSON_CreateObject()
        case .null: cJSON_CreateNull()
        case let .bool(bool): cJSON_CreateBool(bool ? 1 : 0)
        // A number's text is Swift's, not cJSON's printf("%1.15g"), which would turn 0.1 + 0.2
        // into 0.3 and an Int above 2^53 into another.
        case let .number(text): cJSON_CreateRaw(text)
        case let .string(string): try self.string(string, path: path)
        case let .array(items): try array(items, sortedKeys: sortedKeys, path: path)
        case let .object(members): try object(members, sortedKeys: sortedKeys, path: path)
        }
        guard let made else { throw failure("out of memory", path: path) }
        return made
    }

    private static func array(_ items: [EncodedNode], sortedKeys: Bool, path: [any CodingKey]) throws -> Node? {
        guard let array = cJSON_CreateArray() else { return nil }
        do {
            for (index, item) in items.enumerated() {
                cJSON_AddItemToArray(array, try make(item, sortedKeys: sortedKeys, path: path + [JSONKey(intValue: index)]))
            }
        } catch {
            cJSON_Delete(array)
            throw error
        }
        return array
    }

    private static func object(_ members: EncodedNode.Members, sortedKeys: Bool, path: [any CodingKey]) throws -> Node? {
        guard let object = cJSON_CreateObject() else { return nil }
        do {
            for key in sortedKeys ? members.keys.sorted() : members.keys {
                let memberPath = path + [JSONKey(stringValue: key)]
                // cJSON keeps keys as C strings.
                guard !key.utf8.contains(0) else { throw failure("a key holds a NUL character", path: memberPath) }
                guard let member = members.nodes[key] else { continue }
                let item = try make(member, sortedKeys: sortedKeys, path: memberPath)
                guard cJSON_AddItemToObject(object, key, item) != 0 else {
                    cJSON_Delete(item)
                    throw failure("out of memory", path: memberPath)
                }
            }
        } catch {
            cJSON_Delete(object)
            throw error
        }
        return object
    }

    /// cJSON holds strings as C strings, so one with a NUL in it is written in pieces, each
    /// escaped by cJSON, joined by the escape `\u0000`.
    private static func string(_ string: String, path: [any CodingKey]) throws -> Node? {
        guard string.utf8.contains(0) else { return cJSON_CreateString(string) }
        var pieces: [String] = []
        for piece in string.split(separator: "\0", omittingEmptySubsequences: false) {
            guard let item = cJSON_CreateString(String(piece)) else { return nil }
            defer { cJSON_Delete(item) }
            guard let printed = cJSON_PrintUnformatted(item) else { return nil }
            defer { cJSON_free(printed) }
            pieces.append(String(String(cString: printed).dropFirst().dropLast()))
        }
        return cJSON_CreateRaw("\"" + pieces.joined(separator: "\\u0000") + "\"")
    }

    private static func failure(_ description: String, path: [any CodingKey]) -> EncodingError {
        EncodingError.invalidValue((), EncodingError.Context(codingPath: path, debugDescription: description))
    }
}
