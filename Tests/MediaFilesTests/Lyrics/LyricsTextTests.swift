@testable import MediaFiles
import Testing

@Suite struct LyricsTextTests {
    @Test func utf8IsReadAsItIsAndItsByteOrderMarkDropped() {
        let text = LyricsText(bytes: [0xEF, 0xBB, 0xBF] + Array("[00:01.00]Für Elise ♪".utf8))
        #expect(text.text == "[00:01.00]Für Elise ♪")
        #expect(!text.isGuessed)
    }

    @Test func utf16WithAByteOrderMarkIsRead() {
        let little: [UInt8] = [0xFF, 0xFE] + Array("[00:01.00]Ω".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let big: [UInt8] = [0xFE, 0xFF] + Array("[00:01.00]Ω".utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        #expect(LyricsText(bytes: little).text == "[00:01.00]Ω")
        #expect(LyricsText(bytes: big).text == "[00:01.00]Ω")
    }

    @Test func bytesInNoKnownEncodingAreReadAsLatin1AndFlagged() {
        let text = LyricsText(bytes: Array("[00:01.00]caf".utf8) + [0xE9, 0x0A])
        #expect(text.text == "[00:01.00]café\n")
        #expect(text.isGuessed)
    }
}
