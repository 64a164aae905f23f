import Base64Coding
import Foundation
import Testing

/// The one base64 over libavutil: written as Foundation's `Data` writes it, read only when canonical.
@Suite struct Base64Tests {
    @Test func everyLengthIsWrittenAsFoundationWritesItAndReadsBack() throws {
        for count in 0..<20 {
            let bytes = (0..<count).map { UInt8(($0 * 73 + 11) % 256) }
            let text = try Base64.encodedText(bytes)
            #expect(text == Data(bytes).base64EncodedString(), "\(count) bytes")
            #expect(try Base64.encode(bytes) == Array(text.utf8), "no NUL at the end")
            #expect(try Base64.decode(text) == bytes)
        }
    }

    @Test func whatIsNotCanonicalBase64IsRefused() {
        for text in ["A", "AA", "AAA", "AA=A", "AAAA=", "AA==AAAA", "AA!A", "AAAA AAAA", "AAA\u{E9}", "====", "A==="] {
            #expect(throws: Base64Error.notBase64, "\(text)") { try Base64.decode(text) }
        }
        #expect((try? Base64.decode("")) == [])
    }
}
