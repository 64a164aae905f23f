/// Finds where every key and value of a TOML document is written.
///
/// TOMLKit gives values but not their positions, and its tables forget the order of their keys,
/// so this scanner walks the text TOMLKit has already accepted and records positions by path.
/// It trusts the document to be valid TOML; on anything else it still terminates, with fewer positions.
struct SourceLocator {
    private var cursor: TOMLCursor
    private var map = SourceMap()
    /// How many `[[path]]` headers have been seen per path, to number array-of-tables elements.
    private var arrayCounts: [[PathComponent]: Int] = [:]

    /// Scans a whole document.
    static func locate(in text: String) -> SourceMap {
        var locator = SourceLocator(cursor: TOMLCursor(text))
        locator.scanDocument()
        return locator.map
    }

    private init(cursor: TOMLCursor) {
        self.cursor = cursor
    }

    private mutating func scanDocument() {
        var table: [PathComponent] = []
        while true {
            cursor.skipTrivia()
            guard let scalar = cursor.current else { return }
            let before = cursor.offset
            if scalar == "[" {
                table = scanHeader()
            } else {
                scanKeyValue(in: table)
            }
            cursor.skipToNextLine()
            if cursor.offset == before { cursor.advance() }
        }
    }

    /// Reads `[a.b]` or `[[a.b]]` and returns the path it opens.
    private mutating func scanHeader() -> [PathComponent] {
        let isArray = cursor.peek(1) == "["
        cursor.advance()
        if isArray { cursor.advance() }
        let parts = scanKey()
        var path: [PathComponent] = []
        for (offset, part) in parts.enumerated() {
            path.append(.key(part.name))
            map.noteKey(path, at: part.position)
            if isArray, offset == parts.count - 1 {
                let count = arrayCounts[path, default: 0]
                arrayCounts[path] = count + 1
                path.append(.index(count))
                map.noteKey(path, at: part.position)
            } else if let count = arrayCounts[path] {
                // `[[fruit.kind]]` and `[fruit.x]` belong to the latest `[[fruit]]`.
                path.append(.index(count - 1))
            }
        }
        return path
    }

    private mutating func scanKeyValue(in table: [PathComponent]) {
        let parts = scanKey()
        guard !parts.isEmpty else { return }
        var path = table
        for part in parts {
            path.append(.key(part.name))
            map.noteKey(path, at: part.position)
        }
        cursor.skipBlanks()
        guard cursor.current == "=" else { return }
        cursor.advance()
        cursor.skipBlanks()
        scanValue(at: path)
    }

    /// Reads a possibly dotted key; each part with the position of its first character.
    private mutating func scanKey() -> [(name: String, position: SourcePosition)] {
        var parts: [(name: String, position: SourcePosition)] = []
        while true {
            cursor.skipBlanks()
            let start = cursor.position
            guard let name = cursor.scanKeyPart() else { break }
            parts.append((name, start))
            cursor.skipBlanks()
            guard cursor.current == "." else { break }
            cursor.advance()
        }
        return parts
    }

    private mutating func scanValue(at path: [PathComponent]) {
        map.noteValue(path, at: cursor.position)
        switch cursor.current {
        case "\"": _ = cursor.scanBasicString()
        case "'": _ = cursor.scanLiteralString()
        case "[": scanArray(at: path)
        case "{": scanInlineTable(at: path)
        default: cursor.skipScalarValue()
        }
    }

    private mutating func scanArray(at path: [PathComponent]) {
        cursor.advance()
        var element = 0
        while true {
            cursor.skipTrivia()
            guard let scalar = cursor.current else { return }
            if scalar == "]" { cursor.advance(); return }
            if scalar == "," { cursor.advance(); continue }
            let before = cursor.offset
            scanValue(at: path + [.index(element)])
            element += 1
            if cursor.offset == before { cursor.advance() }
        }
    }

    private mutating func scanInlineTable(at path: [PathComponent]) {
        cursor.advance()
        while true {
            cursor.skipTrivia()
            guard let scalar = cursor.current else { return }
            if scalar == "}" { cursor.advance(); return }
            if scalar == "," { cursor.advance(); continue }
            let before = cursor.offset
            scanKeyValue(in: path)
            if cursor.offset == before { cursor.advance() }
        }
    }
}
