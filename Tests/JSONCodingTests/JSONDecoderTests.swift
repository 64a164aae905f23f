import Testing
@testable import JSONCoding

/// What is encoded reads back as itself, and what cannot be read says why.
@Suite struct JSONDecoderTests {
    @Test func everyKindOfValueRoundTrips() throws {
        var sample = JSONEncoderTests.sample
        // Integers are read exactly up to 2^53 (see TreeDecoderTests for those beyond).
        sample.whole = [0, -1, 9_007_199_254_740_991, -9_007_199_254_740_991]
        for formatting: JSONEncoder.OutputFormatting in [[], .sortedKeys] {
            let text = try JSONEncoder(outputFormatting: formatting).encode(sample)
            #expect(try JSONDecoder().decode(JSONEncoderTests.Sample.self, from: text) == sample)
        }
    }

    @Test func bytesAndTextDecodeAlike() throws {
        let text = #"{"zebra": 2, "apple": "b"}"#
        let nested = JSONEncoderTests.Sample.Nested(zebra: 2, apple: "b")
        #expect(try JSONDecoder().decode(JSONEncoderTests.Sample.Nested.self, from: text) == nested)
        #expect(try JSONDecoder().decode(JSONEncoderTests.Sample.Nested.self, from: Array(text.utf8)) == nested)
    }

    @Test func aWrongTypeNamesItsKeyAndWhatWasFound() {
        do {
            _ = try JSONDecoder().decode(JSONEncoderTests.Sample.Nested.self, from: #"{"zebra": "two", "apple": "b"}"#)
            Issue.record("a string was read as an Int")
        } catch let DecodingError.typeMismatch(_, context) {
            #expect(context.codingPath.map(\.stringValue) == ["zebra"])
            #expect(context.debugDescription == "expected a number, found a string")
        } catch {
            Issue.record("\(error)")
        }
    }

    @Test func aMissingKeyAndANullAreToldApart() throws {
        #expect {
            try JSONDecoder().decode(JSONEncoderTests.Sample.Nested.self, from: #"{"zebra": 1}"#)
        } throws: { error in
            guard case let DecodingError.keyNotFound(key, _) = error else { return false }
            return key.stringValue == "apple"
        }
        #expect {
            try JSONDecoder().decode(JSONEncoderTests.Sample.Nested.self, from: #"{"zebra": 1, "apple": null}"#)
        } throws: { error in
            guard case DecodingError.valueNotFound = error else { return false }
            return true
        }
        #expect(try JSONDecoder().decode([String?].self, from: #"[null, "a"]"#) == [nil, "a"])
    }

    @Test func aTopLevelOfTheWrongShapeIsATypeMismatchWithNoPath() {
        #expect {
            try JSONDecoder().decode(JSONEncoderTests.Sample.Nested.self, from: "[1, 2]")
        } throws: { error in
            guard case let DecodingError.typeMismatch(_, context) = error else { return false }
            return context.codingPath.isEmpty && context.debugDescription == "expected an object, found an array"
        }
    }

    @Test func anArrayThatEndsTooSoonIsAnErrorAtTheIndexMissing() {
        #expect {
            try JSONDecoder().decode(Pair.self, from: "[1]")
        } throws: { error in
            guard case let DecodingError.valueNotFound(_, context) = error else { return false }
            return context.codingPath.map(\.intValue) == [1]
        }
    }

    @Test func dictionariesKeyedByStringsOrIntsReadBack() throws {
        let byName = ["a": 1, "b": 2]
        #expect(try JSONDecoder().decode([String: Int].self, from: try JSONEncoder().encode(byName)) == byName)
        let byNumber = [3: "c", 1: "a"]
        let text = try JSONEncoder(outputFormatting: .sortedKeys).encode(byNumber)
        #expect(text == #"{"1":"a","3":"c"}"#)
        #expect(try JSONDecoder().decode([Int: String].self, from: text) == byNumber)
    }

    @Test func aRepeatedKeyReadsItsFirstValue() throws {
        #expect(try JSONDecoder().decode([String: Int].self, from: #"{"a": 1, "a": 2}"#) == ["a": 1])
    }

    /// Two numbers from an unkeyed container, so that a short array can be tested.
    struct Pair: Decodable {
        let first: Int, second: Int

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            first = try container.decode(Int.self)
            second = try container.decode(Int.self)
        }
    }
}
