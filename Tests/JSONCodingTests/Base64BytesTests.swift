import Foundation
import Testing
@testable import JSONCoding

/// Bytes cross as the base64 Foundation's Data did, and only canonical base64 is read back.
@Suite struct Base64BytesTests {
    private struct Wrapped: Codable, Equatable {
        var rgba: Base64Bytes
    }

    @Test func everyLengthIsWrittenAsFoundationWroteItAndReadsBack() throws {
        for count in 0..<20 {
            let bytes = (0..<count).map { UInt8(($0 * 73 + 11) % 256) }
            let text = try Base64Bytes.encode(bytes)
            #expect(text == Data(bytes).base64EncodedString(), "\(count) bytes")
            #expect(try Base64Bytes.decode(text) == bytes)
        }
    }

    @Test func aPictureRoundTripsThroughJSON() throws {
        let wrapped = Wrapped(rgba: Base64Bytes((0..<1_440_000).map { UInt8($0 % 251) }))
        let text = try JSONCoding.JSONEncoder().encode(wrapped)
        #expect(try JSONCoding.JSONDecoder().decode(Wrapped.self, from: text) == wrapped)
    }

    @Test func whatIsNotCanonicalBase64IsRefused() {
        for text in ["A", "AA", "AAA", "AA=A", "AAAA=", "AA==AAAA", "AA!A", "AAAA AAAA", "AAA\u{E9}", "====", "A==="] {
            #expect(throws: Base64Error.self, "\(text)") { try Base64Bytes.decode(text) }
        }
        #expect((try? Base64Bytes.decode("")) == [])
    }

    @Test func refusedBase64IsADecodingErrorAtItsKey() {
        #expect {
            try JSONCoding.JSONDecoder().decode(Wrapped.self, from: #"{"rgba": "AA!A"}"#)
        } throws: { error in
            guard case let DecodingError.dataCorrupted(context) = error else { return false }
            return context.codingPath.map(\.stringValue) == ["rgba"] && context.debugDescription == "not base64"
        }
        #expect(throws: DecodingError.self) { try JSONCoding.JSONDecoder().decode(Wrapped.self, from: #"{"rgba": [1, 2]}"#) }
    }
}
