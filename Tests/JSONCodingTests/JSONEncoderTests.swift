import Foundation
import Testing
@testable import JSONCoding

/// The encoder writes what Foundation's JSONEncoder wrote for the same values (status bars and
/// scripts read it), so each case is checked against Foundation itself.
@Suite struct JSONEncoderTests {
    struct Sample: Codable, Equatable {
        var title: String
        var path: String
        var numbers: [Double]
        var whole: [Int64]
        var small: Float
        var flags: [String: Bool]
        var nothing: String?
        var ranges: [[Double]]
        var nested: Nested
        var state: State

        struct Nested: Codable, Equatable {
            var zebra = 1
            var apple = "a"
        }

        enum State: Codable, Equatable {
            case enabled
            case disabled(String)
        }
    }

    static let sample = Sample(
        title: "Tone \u{1B}[31m \"quoted\" \\ back\u{8}\u{C}\n\r\t\u{1}\u{7F} é 😀 \u{2028}",
        path: "/music/a b/c.mp3",
        numbers: [0, -0.0, 1, 0.1, 0.1 + 0.2, 1e-7, 2.5e-5, 123_456_789.125, 1e15, 1e16, 1e20, 1.7976931348623157e308, .leastNonzeroMagnitude, -42.5],
        whole: [0, -1, Int64.max, Int64.min, 9_007_199_254_740_993],
        small: 0.1,
        flags: ["b": true, "B": false, "a10": true, "a9": false, "_": true, "é": true, "ab": false, "aB": true],
        nothing: nil,
        ranges: [[30, 15], [90.5, 0.25]],
        nested: Sample.Nested(),
        state: .disabled("Skipping is unavailable during an ad")
    )

    private func foundation(_ value: some Encodable, sorted: Bool) throws -> String {
        let encoder = Foundation.JSONEncoder()
        encoder.outputFormatting = sorted ? [.sortedKeys, .withoutEscapingSlashes] : [.withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func sortedOutputIsFoundationsByteForByte() throws {
        let ours = try JSONCoding.JSONEncoder(outputFormatting: .sortedKeys).encode(Self.sample)
        #expect(ours == (try foundation(Self.sample, sorted: true)))
    }

    @Test func unsortedOutputKeepsTheOrderEncoded() throws {
        // Foundation's order here was its dictionary's, which changed from run to run.
        #expect(try JSONCoding.JSONEncoder().encode(Self.sample.nested) == #"{"zebra":1,"apple":"a"}"#)
    }

    @Test func numbersAreSwiftsShortestTextWithoutATrailingPointZero() throws {
        let encoder = JSONCoding.JSONEncoder()
        #expect(try encoder.encode([3.0, 0.1 + 0.2, 1e20, -0.0, 1e-7]) == "[3,0.30000000000000004,1e+20,-0,1e-07]")
        #expect(try encoder.encode([Int64.max]) == "[9223372036854775807]", "integers are written exactly, beyond 2^53 too")
    }

    @Test func slashesAndTextOutsideControlCharactersAreWrittenAsTheyAre() throws {
        #expect(try JSONCoding.JSONEncoder().encode(["/a/b é\u{7F}"]) == "[\"/a/b é\u{7F}\"]")
        #expect(try JSONCoding.JSONEncoder().encode(["\u{1B}\u{0}"]) == #"["\u001b\u0000"]"#)
    }

    @Test func whatJSONCannotHoldIsAnEncodingErrorNotATrap() {
        for value in [Double.nan, .infinity, -.infinity] {
            #expect(throws: EncodingError.self) { try JSONCoding.JSONEncoder().encode(["x": value]) }
        }
        #expect(throws: EncodingError.self) { try JSONCoding.JSONEncoder().encode(["a\u{0}b": 1]) }
    }

    @Test func aValueThatEncodesNothingIsAnEmptyObject() throws {
        struct Nothing: Encodable {
            func encode(to encoder: any Encoder) throws {}
        }
        #expect(try JSONCoding.JSONEncoder().encode([Nothing()]) == "[{}]")
    }

    @Test func aKeyEncodedTwiceKeepsItsPlaceAndTakesTheLastValue() throws {
        struct Twice: Encodable {
            enum Key: CodingKey { case a, b }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: Key.self)
                try container.encode(1, forKey: .a)
                try container.encode(2, forKey: .b)
                try container.encode(3, forKey: .a)
            }
        }
        #expect(try JSONCoding.JSONEncoder().encode(Twice()) == #"{"a":3,"b":2}"#)
    }

    @Test func aKeyEncodedTwiceInALargeObjectIsReplacedToo() throws {
        struct Many: Encodable {
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: JSONKey.self)
                for index in 0..<40 { try container.encode(index, forKey: JSONKey(stringValue: "k\(index)")) }
                try container.encode(-1, forKey: JSONKey(stringValue: "k35"))
                try container.encode(-2, forKey: JSONKey(stringValue: "k3"))
            }
        }
        let decoded = try JSONCoding.JSONDecoder().decode([String: Int].self, from: try JSONCoding.JSONEncoder().encode(Many()))
        #expect(decoded.count == 40 && decoded["k35"] == -1 && decoded["k3"] == -2 && decoded["k39"] == 39)
    }

    @Test func aLargeArrayIsWrittenWhole() throws {
        let rows = (0..<100_000).map { $0 }
        let text = try JSONCoding.JSONEncoder().encode(rows)
        #expect(try JSONCoding.JSONDecoder().decode([Int].self, from: text) == rows)
    }
}
