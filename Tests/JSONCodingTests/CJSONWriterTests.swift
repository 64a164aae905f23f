import Testing
@testable import JSONCoding

/// cJSON escapes what JSON requires; a string with a NUL in it is written whole.
@Suite struct CJSONWriterTests {
    @Test func aStringWithANULIsWrittenWholeWithTheNULEscaped() throws {
        let text = try JSONEncoder().encode(["a\u{0}\"b\u{0}", "\u{0}"])
        #expect(text == #"["a\u0000\"b\u0000","\u0000"]"#)
    }

    @Test func controlCharactersAreEscapedAndTheRestIsNot() throws {
        let text = try JSONEncoder().encode(["\u{8}\u{C}\n\r\t\u{1F} \"\\/é"])
        #expect(text == #"["\b\f\n\r\t\u001f \"\\/é"]"#)
    }

    @Test func sortedKeysSortEveryObjectNotOnlyTheTopOne() throws {
        let value = ["b": ["y": 1, "x": 2], "a": ["d": 3, "c": 4]]
        #expect(try JSONEncoder(outputFormatting: .sortedKeys).encode(value) == #"{"a":{"c":4,"d":3},"b":{"x":2,"y":1}}"#)
    }

    @Test func theErrorForAKeyWithANULSaysWhere() {
        #expect {
            try JSONEncoder().encode(["outer": ["in\u{0}ner": 1]])
        } throws: { error in
            guard case let EncodingError.invalidValue(_, context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["outer", "in\u{0}ner"] && context.debugDescription == "a key holds a NUL character"
        }
    }
}
