import Testing
@testable import Settings

private func parse(_ text: String) -> (node: TOMLNode?, errors: [String]) {
    let diagnostics = Diagnostics(path: "d.toml")
    let node = TOMLDocument.parse(text, diagnostics: diagnostics)
    return (node, diagnostics.errors.map(\.description))
}

@Test func syntaxErrorCarriesTheParsersPositionAndAShortMessage() {
    let result = parse("[skip]\nforward = [15\n")
    #expect(result.node == nil)
    #expect(result.errors == ["d.toml:2:15: syntax error in array: encountered end-of-file"])
}

@Test func redefinedKeyIsASyntaxErrorAtTheSecondDefinition() {
    #expect(parse("a = 1\n a = 2\n").errors == ["d.toml:2:6: syntax error in key-value pair: cannot redefine existing integer 'a'"])
}

@Test func garbageTextGivesOneErrorWithAPosition() {
    #expect(parse("this is not toml at all").errors == ["d.toml:1:6: syntax error in key-value pair: expected '=', saw 'i'"])
}

@Test func controlCharactersInParserMessagesAreEscaped() {
    let errors = parse("b = tru\n").errors
    #expect(errors == [#"d.toml:1:8: syntax error in boolean: expected 'true', saw 'tru\n'"#])
}

@Test func nulCharacterIsRefusedWhereItIs() {
    #expect(parse("a = 1\nb = \"x\0y\"\n").errors == ["d.toml:2:7: the file contains a NUL character, which TOML does not allow"])
}

@Test func byteOrderMarkIsIgnoredForValuesAndColumns() throws {
    let result = parse("\u{FEFF}a = 1\n")
    let entry = try #require(result.node?.entries?.first)
    #expect(entry.key == "a")
    #expect(entry.node.keyPosition == SourcePosition(line: 1, column: 1))
}

@Test func tableEntriesKeepTheFilesOrderNotTOMLKitsSortedOrder() throws {
    let entries = try #require(parse("zeta = 1\nalpha = 2\nmid = 3\n").node?.entries)
    #expect(entries.map(\.key) == ["zeta", "alpha", "mid"])
}

@Test func nodesCarryValuesAndTheirPositions() throws {
    let entries = try #require(parse("[t]\nn = -3\nf = 2.5\ns = 'x'\nb = true\nd = 2022-06-06\na = [1, { k = 2 }]\n").node?.entries)
    let table = try #require(entries.first?.node.entries)
    #expect(table.map(\.node.value) == [
        .integer(-3), .float(2.5), .string("x"), .boolean(true), .dateTime(kind: "date", text: "2022-06-06"),
        .array([
            TOMLNode(value: .integer(1), keyPosition: SourcePosition(line: 7, column: 6), valuePosition: SourcePosition(line: 7, column: 6)),
            TOMLNode(
                value: .table([TOMLEntry(key: "k", node: TOMLNode(
                    value: .integer(2), keyPosition: SourcePosition(line: 7, column: 11), valuePosition: SourcePosition(line: 7, column: 15)
                ))]),
                keyPosition: SourcePosition(line: 7, column: 9), valuePosition: SourcePosition(line: 7, column: 9)
            ),
        ]),
    ])
    #expect(table[0].node.valuePosition == SourcePosition(line: 2, column: 5))
}
