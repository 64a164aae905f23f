import Testing
@testable import JSONCoding

/// Bytes cross JSON as the base64 Foundation's Data wrote (`Base64`), refused at their key when not base64.
@Suite struct Base64BytesTests {
    private struct Wrapped: Codable, Equatable {
        var rgba: Base64Bytes
    }

    @Test func aPictureRoundTripsThroughJSON() throws {
        let wrapped = Wrapped(rgba: Base64Bytes((0..<1_440_000).map { UInt8($0 % 251) }))
        let text = try JSONCoding.JSONEncoder().encode(wrapped)
        #expect(try JSONCoding.JSONDecoder().decode(Wrapped.self, from: text) == wrapped)
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
