import Testing
@testable import Settings

@Test func validUTF8DecodesToTheSameText() throws {
    #expect(try UTF8Text.decode(Array("제목 = \"굉장한\"\n".utf8)).get() == "제목 = \"굉장한\"\n")
}

@Test func invalidUTF8IsLocatedByLineAndColumn() {
    let bytes = Array("a = 1\nb = \"é".utf8) + [0xFF] + Array("\"\n".utf8)
    #expect(UTF8Text.decode(bytes) == .failure(UTF8Text.Invalid(
        position: SourcePosition(line: 2, column: 7),
        message: "the file is not valid UTF-8 (byte 0xFF at offset 13)"
    )))
}

@Test func truncatedSequenceAtTheEndIsInvalid() {
    let result = UTF8Text.decode([0x61, 0xE2, 0x82])
    #expect((try? result.get()) == nil)
}
