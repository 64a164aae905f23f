@testable import ControlCenter
import Foundation
import Testing

/// OSC 52: the text as base64 between the sequence's ends, made safe before it is encoded.
@Suite struct ClipboardTests {
    static func decoded(_ sequence: [UInt8]) -> String? {
        let prefix = Array("\u{1B}]52;c;".utf8)
        guard sequence.starts(with: prefix), sequence.last == 0x07 else { return nil }
        let body = String(decoding: sequence[prefix.count..<(sequence.count - 1)], as: UTF8.self)
        return Data(base64Encoded: body).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func theTextGoesAsBase64BetweenTheSequencesEnds() throws {
        let sequence = try #require(Clipboard.sequence("let x = 1\nprint(x) // é"))
        #expect(Self.decoded(sequence) == "let x = 1\nprint(x) // é")
        #expect(!sequence.dropFirst().dropLast().contains(0x1B) && !sequence.dropLast().contains(0x07),
                "one escape and one bell: the sequence's own")
    }

    @Test func noControlCharacterOfTheTextReachesTheClipboard() throws {
        let sequence = try #require(Clipboard.sequence("a\u{1B}]0;owned\u{07}b\u{9B}c"))
        let text = try #require(Self.decoded(sequence))
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(text)")
    }

    @Test func emptyOrOversizedTextIsNotSent() {
        #expect(Clipboard.sequence("") == nil)
        let long = Array(repeating: String(repeating: "x", count: 1000), count: Clipboard.maximumBytes / 1000 + 1)
        #expect(Clipboard.sequence(long.joined(separator: "\n")) == nil)
    }
}
