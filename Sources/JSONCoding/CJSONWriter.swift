import CJSON
import Glibc

/// Turns an encoded tree into cJSON's and has cJSON print it: the one place that makes cJSON
/// nodes. cJSON escapes what JSON requires (quotes, backslashes, control characters) and
/// nothing else, so slashes and all other text are written as they are.
enum CJSONWriter {
    typealias Node = UnsafeMutablePointer<cJSON>

    /// A failure on the way down; the path is gathered on the way back up, so that nothing is
    /// spent on paths while all goes well.
    private struct Failure: Error {
        let description: String
        var reversedPath: [any CodingKey] = []
    }

    /// The tree as one line of JSON.
    static func text(of root: EncodedNode, sortedKeys: Bool) throws -> String {
        let tree: Node
        do {
            tree = try make(root, sortedKeys: sortedKeys)
        } catch let failure as Failure {
            throw EncodingError.invalidValue((), EncodingError.Context(codingPath: failure.reversedPath.reversed(),
                                                                     debugDescription: failure.description))
        }
        defer { cJSON_Delete(tree) }
        guard let printed = cJSON_PrintUnformatted(tree) else {
            throw EncodingError.invalidValue((), EncodingError.Context(codingPath: [], debugDescription: "out of memory"))
        }
        defer { cJSON_free(printed) }
        return String(cString: printed)
    }

    private static func make(_ node: EncodedNode, sortedKeys: Bool) throws -> Node {
        let made: Node? = switch node.value {
        case .empty: cJSON_CreateObject()
        case .null: cJSON_CreateNull()
        case let .bool(bool): cJSON_CreateBool(bool ? 1 : 0)
        // A number's text is Swift's, not cJSON's printf("%1.15g"), which would turn 0.1 + 0.2
        // into 0.3 and an Int above 2^53 into another.
        case let .number(text): text.withCString { cJSON_CreateRaw($0) }
        case let .string(string): try self.string(string)
        case let .array(items): try array(items, sortedKeys: sortedKeys)
        case let .object(members): try object(members, sortedKeys: sortedKeys)
        }
        guard let made else { throw Failure(description: "out of memory") }
        return made
    }

    private static func array(_ items: [EncodedNode], sortedKeys: Bool) throws -> Node? {
        guard let array = cJSON_CreateArray() else { return nil }
        for (index, item) in items.enumerated() {
            do {
                cJSON_AddItemToArray(array, try make(item, sortedKeys: sortedKeys))
            } catch var failure as Failure {
                cJSON_Delete(array)
                failure.reversedPath.append(JSONKey(intValue: index))
                throw failure
            }
        }
        return array
    }

    private static func object(_ members: EncodedNode.Members, sortedKeys: Bool) throws -> Node? {
        guard let object = cJSON_CreateObject() else { return nil }
        let order = sortedKeys ? members.keys.indices.sorted { members.keys[$0] < members.keys[$1] } : Array(members.keys.indices)
        for index in order {
            let key = members.keys[index]
            do {
                // cJSON keeps keys as C strings.
                guard !holdsNUL(key) else { throw Failure(description: "a key holds a NUL character") }
                let item = try make(members.nodes[index], sortedKeys: sortedKeys)
                guard key.withCString({ cJSON_AddItemToObject(object, $0, item) }) != 0 else {
                    cJSON_Delete(item)
                    throw Failure(description: "out of memory")
                }
            } catch var failure as Failure {
                cJSON_Delete(object)
                failure.reversedPath.append(JSONKey(stringValue: key))
                throw failure
            }
        }
        return object
    }

    /// cJSON holds strings as C strings, so one with a NUL in it is written in pieces, each
    /// escaped by cJSON, joined by the escape `\u0000`.
    private static func string(_ string: String) throws -> Node? {
        guard holdsNUL(string) else { return string.withCString { cJSON_CreateString($0) } }
        var pieces: [String] = []
        for piece in string.split(separator: "\0", omittingEmptySubsequences: false) {
            guard let item = String(piece).withCString({ cJSON_CreateString($0) }) else { return nil }
            defer { cJSON_Delete(item) }
            guard let printed = cJSON_PrintUnformatted(item) else { return nil }
            defer { cJSON_free(printed) }
            pieces.append(String(String(cString: printed).dropFirst().dropLast()))
        }
        return ("\"" + pieces.joined(separator: "\\u0000") + "\"").withCString { cJSON_CreateRaw($0) }
    }

    private static func holdsNUL(_ string: String) -> Bool {
        var string = string
        return string.withUTF8 { text in text.baseAddress.map { memchr($0, 0, text.count) != nil } ?? false }
    }
}
