import Testing
@testable import JSONCoding

/// Untrusted bytes parse or are refused with a reason; nothing cJSON would misread gets through.
@Suite struct CJSONReaderTests {
    private func reason(_ bytes: [UInt8]) -> String? {
        do {
            _ = try CJSONReader.read(bytes)
            return nil
        } catch let DecodingError.dataCorrupted(context) {
            return context.debugDescription
        } catch {
            return "\(error)"
        }
    }

    private func reason(_ text: String) -> String? { reason(Array(text.utf8)) }

    @Test func aDocumentBecomesTheSameValue() throws {
        let value = try CJSONReader.read(Array(#" {"a": [1, 2.5, "x", true, false, null], "b": {}} "#.utf8))
        #expect(value == .object(["a": .array([.number(1), .number(2.5), .string("x"), .bool(true), .bool(false), .null]), "b": .object([:])]))
    }

    @Test func whatIsNotJSONSaysWhereItStopped() {
        #expect(reason("not json at all") == "not valid JSON (at byte 0)")
        #expect(reason(#"{"command": "#) == "not valid JSON (at byte 11)", "cJSON names the last byte when the text ends")
        #expect(reason("") == "not valid JSON (at byte 0)")
        #expect(reason("{} {}") == "not valid JSON: more follows the value (at byte 3)")
        #expect(reason("{}\r\n\t ") == nil, "white space may follow")
    }

    @Test func invalidUTF8InAStringIsRefused() {
        #expect(reason([0x22, 0xFF, 0x22]) == "a string is not valid UTF-8")
        #expect(reason([0x7B, 0x22, 0xC3, 0x22, 0x3A, 0x31, 0x7D]) == "a string is not valid UTF-8", "in a key too")
        #expect(reason([0x22, 0xED, 0xA0, 0x80, 0x22]) == "a string is not valid UTF-8", "a surrogate written as UTF-8")
        #expect(reason([0xFF]) != nil)
    }

    @Test func escapesBecomeTheirCharactersAndLoneSurrogatesAreRefused() throws {
        #expect(try CJSONReader.read(Array(#""\u00e9\ud83d\ude00\n\/""#.utf8)) == .string("é😀\n/"))
        #expect(reason(#""\ud800""#) != nil, "a high surrogate alone")
        #expect(reason(#""\udc00""#) != nil, "a low surrogate alone")
        #expect(reason(#""\ud800\u0041""#) != nil, "a high surrogate before another character")
        #expect(reason(#""\x41""#) != nil, "an escape JSON does not have")
    }

    @Test func anEscapedNULIsRefusedRatherThanCutTheStringShort() {
        #expect(reason(#"{"command": "quit\u0000 and more"}"#) == #"a string holds \u0000 (at byte 17), which PlayDeck does not take"#)
        #expect(reason(#""a\\u0000""#) == nil, "an escaped backslash followed by the text u0000")
        #expect(reason(#""a\\\u0000""#) != nil)
    }

    @Test func rawControlCharactersAreRefusedAsJSONRequires() {
        #expect(reason("\"a\u{1}b\"") == "a control character (0x01) at byte 2 is not escaped")
        #expect(reason("\"a\u{1B}]52;c;AAAA\u{7}\"") == "a control character (0x1B) at byte 2 is not escaped")
        #expect(reason([0x22, 0x61, 0x00, 0x22]) == "a control character (0x00) at byte 2 is not escaped")
    }

    @Test func nestingDeeperThanCJSONsLimitIsRefused() throws {
        #expect(reason(String(repeating: "[", count: 100_000)) != nil)
        #expect(reason(String(repeating: "[", count: 1001) + String(repeating: "]", count: 1001)) != nil)
        let deepest = String(repeating: "[", count: 1000) + String(repeating: "]", count: 1000)
        #expect(reason(deepest) == nil, "cJSON's limit, CJSON_NESTING_LIMIT, is 1000")
    }

    @Test func aMegabyteStringIsReadWhole() throws {
        let long = String(repeating: "é", count: 512 * 1024)
        #expect(try CJSONReader.read(Array("\"\(long)\"".utf8)) == .string(long))
        #expect(reason("\"" + long) != nil, "unterminated")
    }

    @Test func aNumberBeyondDoublesRangeIsRefused() {
        #expect(reason("[1e400]") == "a number is too large for a Double")
        #expect(reason("[-1e400]") == "a number is too large for a Double")
        #expect(reason("[NaN]") != nil)
        #expect(reason("[1e-400]") == nil, "a number too small becomes 0")
    }
}
