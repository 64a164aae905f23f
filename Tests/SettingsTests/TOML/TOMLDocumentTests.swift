import Testing
@testable import Settings

private func at(_ line: Int, _ column: Int) -> SourcePosition { SourcePosition(line: line, column: column) }

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
    #expect(parse("a = 1\nb = \"x\0y\"\n").errors == ["d.toml:2:7: syntax error in string: unescaped control characters other than TAB (U+0009) are explicitly prohibited"])
}

@Test func nulOutsideStringsIsRefusedWhereItIs() {
    let errors = parse("a = 1 \0\n").errors
    #expect(errors.count == 1)
    #expect(errors.first?.hasPrefix("d.toml:1:7: syntax error") == true, "\(errors)")
}

@Test func byteOrderMarkIsIgnoredForValuesAndColumns() throws {
    let result = parse("\u{FEFF}a = 1\n")
    let entry = try #require(result.node?.entries?.first)
    #expect(entry.key == "a")
    #expect(entry.node.keyPosition == SourcePosition(line: 1, column: 1))
}

@Test func tableEntriesKeepTheFilesOrderNotTheParsersSortedOrder() throws {
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

@Test func headerNamesKeysAndValuesArePlacedWhereWritten() throws {
    let skip = try #require(parse("# comment\n[skip]\nforward = [15]\n  backward = 10\n").node?.entries?.first)
    #expect([skip.node.keyPosition, skip.node.valuePosition] == [at(2, 2), at(2, 2)])
    let entries = try #require(skip.node.entries)
    #expect([entries[0].node.keyPosition, entries[0].node.valuePosition] == [at(3, 1), at(3, 11)])
    #expect(entries[0].node.elements?.first?.valuePosition == at(3, 12))
    #expect([entries[1].node.keyPosition, entries[1].node.valuePosition] == [at(4, 3), at(4, 14)])
}

@Test func arrayOfTablesElementsArePlacedAtTheirHeaders() throws {
    let text = "[[ad]]\nstart = 0\n[[ad]]\nstart = 40\n[[fruit]]\n[[fruit.kind]]\nname = 'x'\n[[fruit]]\n  [[fruit.kind]]\nname = 'y'\n"
    let root = try #require(parse(text).node?.entries)
    #expect([root[0].node.keyPosition, root[0].node.valuePosition] == [at(1, 3), at(1, 3)])
    let ads = try #require(root[0].node.elements)
    #expect(ads.map(\.keyPosition) == [at(1, 1), at(3, 1)])
    #expect(ads[1].entries?.first?.node.valuePosition == at(4, 9))
    let fruit = try #require(root[1].node.elements)
    let kind = try #require(fruit[1].entries?.first?.node.elements?.first)
    #expect(kind.keyPosition == at(9, 3))
    #expect(kind.entries?.first?.node.keyPosition == at(10, 1))
}

@Test func eachPartOfDottedAndQuotedKeysIsPlaced() throws {
    let a = try #require(parse("[a . \"b c\"]\nd.'e'.f = 1\n\"\\u0041\\\\\" = 2\n").node?.entries?.first)
    #expect(a.node.keyPosition == at(1, 2))
    let bc = try #require(a.node.entries?.first)
    #expect(bc.key == "b c" && bc.node.keyPosition == at(1, 6))
    let entries = try #require(bc.node.entries)
    #expect(entries.map(\.key) == ["d", "A\\"])
    #expect(entries[1].node.keyPosition == at(3, 1))
    let e = try #require(entries[0].node.entries?.first)
    let f = try #require(e.node.entries?.first)
    #expect([entries[0].node.keyPosition, e.node.keyPosition, f.node.keyPosition, f.node.valuePosition]
        == [at(2, 1), at(2, 3), at(2, 7), at(2, 11)])
}

@Test func keysInsideInlineTablesAndArraysArePlaced() throws {
    let entries = try #require(parse("speeds = [0.5, { rate = 2.5, name = \"x]}#\" }, 3]\nafter = 1\n").node?.entries)
    let speeds = try #require(entries.first?.node.elements)
    #expect(speeds.map(\.valuePosition) == [at(1, 11), at(1, 16), at(1, 47)])
    let speed = try #require(speeds[1].entries)
    #expect(speed.map(\.node.keyPosition) == [at(1, 18), at(1, 30)])
    #expect(speed[1].node.valuePosition == at(1, 37))
    #expect(entries.last?.node.keyPosition == at(2, 1))
}

@Test func textInsideMultiLineStringsIsNotReadAsTOML() throws {
    let text = """
    a = \"\"\"
    [not.a.table]
    b = 1 \\\"\"\"
    still inside\"\"\"\"
    c = '''x = 1
    ''' # [d]
    e = [ # comment ]
      1, # ,
      2,
    ]
    f = 1979-05-27 07:32:00Z
    """
    let entries = try #require(parse(text).node?.entries)
    #expect(entries.map(\.key) == ["a", "c", "e", "f"])
    #expect(entries[1].node.keyPosition == at(5, 1))
    #expect(entries[2].node.elements?.last?.valuePosition == at(9, 3))
    #expect(entries[3].node.value == .dateTime(kind: "date-time", text: "1979-05-27T07:32:00Z"))
}

@Test func columnsCountUnicodeScalarsAndTabsAsOne() throws {
    let entries = try #require(parse("\"굉장한\" = \"é\"\n\tx = 1\r\ny = 2\n").node?.entries)
    #expect(entries.map(\.node.valuePosition) == [at(1, 9), at(2, 6), at(3, 5)])
    #expect(entries.map(\.node.keyPosition) == [at(1, 1), at(2, 2), at(3, 1)])
}
