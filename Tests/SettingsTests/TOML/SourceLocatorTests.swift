import Testing
@testable import Settings

private func key(_ parts: PathComponent...) -> [PathComponent] { parts }
private func at(_ line: Int, _ column: Int) -> SourcePosition { SourcePosition(line: line, column: column) }

@Test func locatesTableHeaderNamesAndKeysBelowThem() {
    let map = SourceLocator.locate(in: "# comment\n[skip]\nforward = [15]\n  backward = 10\n")
    #expect(map.keys[key(.key("skip"))] == at(2, 2))
    #expect(map.keys[key(.key("skip"), .key("forward"))] == at(3, 1))
    #expect(map.values[key(.key("skip"), .key("forward"))] == at(3, 11))
    #expect(map.values[key(.key("skip"), .key("forward"), .index(0))] == at(3, 12))
    #expect(map.keys[key(.key("skip"), .key("backward"))] == at(4, 3))
    #expect(map.values[key(.key("skip"), .key("backward"))] == at(4, 14))
}

@Test func numbersArrayOfTablesElementsAndNestsTheirChildren() {
    let text = "[[ad]]\nstart = 0\n[[ad]]\nstart = 40\n[[fruit]]\n[[fruit.kind]]\nname = 'x'\n[[fruit]]\n[[fruit.kind]]\nname = 'y'\n"
    let map = SourceLocator.locate(in: text)
    #expect(map.keys[key(.key("ad"), .index(0))] == at(1, 3))
    #expect(map.keys[key(.key("ad"), .index(1))] == at(3, 3))
    #expect(map.keys[key(.key("ad"), .index(1), .key("start"))] == at(4, 1))
    #expect(map.values[key(.key("ad"), .index(1), .key("start"))] == at(4, 9))
    #expect(map.keys[key(.key("fruit"), .index(1), .key("kind"), .index(0), .key("name"))] == at(10, 1))
    #expect(map.keys[key(.key("fruit"), .index(0), .key("kind"), .index(0), .key("name"))] == at(7, 1))
}

@Test func locatesEachPartOfDottedAndQuotedKeys() {
    let map = SourceLocator.locate(in: "[a . \"b c\"]\nd.'e'.f = 1\n\"\\u0041\\\\\" = 2\n")
    #expect(map.keys[key(.key("a"), .key("b c"))] == at(1, 6))
    #expect(map.keys[key(.key("a"), .key("b c"), .key("d"))] == at(2, 1))
    #expect(map.keys[key(.key("a"), .key("b c"), .key("d"), .key("e"))] == at(2, 3))
    #expect(map.keys[key(.key("a"), .key("b c"), .key("d"), .key("e"), .key("f"))] == at(2, 7))
    #expect(map.keys[key(.key("a"), .key("b c"), .key("A\\"))] == at(3, 1))
}

@Test func locatesKeysInsideInlineTablesAndArrays() {
    let map = SourceLocator.locate(in: "speeds = [0.5, { rate = 2.5, name = \"x]}#\" }, 3]\nafter = 1\n")
    let speeds = key(.key("speeds"))
    #expect(map.values[speeds + [.index(1)]] == at(1, 16))
    #expect(map.keys[speeds + [.index(1), .key("rate")]] == at(1, 18))
    #expect(map.values[speeds + [.index(1), .key("name")]] == at(1, 37))
    #expect(map.values[speeds + [.index(2)]] == at(1, 47))
    #expect(map.keys[key(.key("after"))] == at(2, 1))
}

@Test func skipsCommentsAndMultilineStringsThatLookLikeTOML() {
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
    let map = SourceLocator.locate(in: text)
    #expect(map.keys[key(.key("not"))] == nil)
    #expect(map.keys[key(.key("b"))] == nil)
    #expect(map.keys[key(.key("c"))] == at(5, 1))
    #expect(map.keys[key(.key("d"))] == nil)
    #expect(map.values[key(.key("e"), .index(1))] == at(9, 3))
    #expect(map.keys[key(.key("f"))] == at(11, 1))
}

@Test func countsColumnsInUnicodeScalarsAndTabsAsOne() {
    let map = SourceLocator.locate(in: "\"굉장한\" = \"é\"\n\tx = 1\r\ny = 2\n")
    #expect(map.values[key(.key("굉장한"))] == at(1, 9))
    #expect(map.keys[key(.key("x"))] == at(2, 2))
    #expect(map.keys[key(.key("y"))] == at(3, 1))
}

@Test func terminatesOnTextThatIsNotTOML() {
    let map = SourceLocator.locate(in: "]]} = [ { \"unterminated\n[[\n= = =\n'")
    #expect(map.keys.count < 10)
}
