import Testing
@testable import Settings

/// Each refused input here stops toml++ 3.3 on an assertion (in a debug build, which these tests
/// are: a miss aborts the test run) or runs it into undefined behaviour; the precheck turns it into
/// one error. The accepted inputs show that the precheck refuses nothing else.
@Suite struct TOMLPrecheckTests {
    private func configError(_ text: String) -> String {
        guard case let .failure(errors) = Config.parse(text: text, path: "c.toml") else { return "parsed" }
        return errors.description
    }

    @Test(arguments: [
        ("[é]\n", 1, 2, "é"),
        ("[skip]\nforward = [15]\nvitesse_é = 1\n", 3, 9, "é"),
        ("[\u{FFFD}]\n", 1, 2, "\u{FFFD}"),
        ("s = 1 あ\n", 1, 7, "あ"),
        ("s = [ \u{3001} ]\n", 1, 7, "\u{3001}"),
        ("\u{FB30} = 1\n", 1, 1, "\u{FB30}"),
        ("s = [1x'\u{B9}']\n", 1, 9, "\u{B9}"),
        ("d = 2024-01-01 07:0é\n", 1, 20, "é"),
    ])
    func anUnquotedNonASCIICharacterIsReportedWhereItStands(text: String, line: Int, column: Int, character: String) {
        #expect(configError(text) == "c.toml:\(line):\(column): '\(character)' may stand only inside a string or a comment: quote a key that is not plain ASCII")
    }

    @Test(arguments: ["[!metadata]\n", "[[ !ad]]\n", "a = 1\n[.x]\n", "[\n", "[ # x\n", "[[=\n", "[[[a]]]\n"])
    func aTableNameThatCannotStartAKeyIsAnErrorNotACrash(text: String) {
        guard case let .failure(errors) = Sidecar.parse(text: text, path: "s.toml") else { Issue.record("parsed"); return }
        #expect(errors.description.contains("a table name cannot start with"), "\(errors)")
    }

    @Test(arguments: [("s=[}\n", "c.toml:1:4: '}' cannot close the '[' opened at 1:3"),
                      ("s = [1,\n  # one\n  }\n", "c.toml:3:3: '}' cannot close the '[' opened at 1:5"),
                      ("s = { a = [[ } ] }\n", "c.toml:1:14: '}' cannot close the '[' opened at 1:12")])
    func aBraceWhereAnArrayExpectsAValueIsAnErrorNotACrash(text: String, expected: String) {
        #expect(configError(text) == expected)
    }

    @Test(arguments: [("s = { a = [1] ]\n", "c.toml:1:15: syntax error in inline table: expected key or closing '}', saw ']'"),
                      ("s = [1 }\n", "c.toml:1:8: syntax error in array: expected comma or closing ']', saw '}'")])
    func otherWrongClosingBracketsAreToldByToml(text: String, expected: String) {
        #expect(configError(text) == expected)
    }

    /// Found by `make fuzz` (10 minutes): seven quotes are one multi-line string holding a quote,
    /// so the header after it is checked, and its non-ASCII name is an error, not an abort.
    @Test(arguments: ["s='''''''\n[\u{FFFD}]\n", "s=''''''''\n[\u{FFFD}]\n", "s='''a'''''\n[é]\n",
                      "s=\"\"\"a\"\"\"\"\n[é]\n"])
    func extraQuotesEndingAMultiLineStringBelongToIt(text: String) {
        let error = configError(text)
        #expect(error.hasPrefix("c.toml:2:2: "), "\(error)")
        #expect(error.contains("may stand only inside a string or a comment"), "\(error)")
    }

    @Test(arguments: [("s = \"\"\"\\\n§\"\"\"\n", "c.toml:2:1: '§' cannot follow a line-ending backslash in a \"\"\" string: write it as \\u00A7"),
                      ("s = \"\"\"\\ ¢\"\"\"\n", "c.toml:1:10: '¢' cannot follow a backslash in a \"\"\" string: write it as \\u00A2"),
                      ("s = \"\"\"\\é\"\"\"\n", "c.toml:1:9: 'é' cannot follow a backslash in a \"\"\" string: write it as \\u00E9"),
                      ("s = \"\"\"a \\  \n\n  \u{A0}\u{3000} あい\"\"\"\n", "c.toml:3:6: 'あ' cannot follow a line-ending backslash in a \"\"\" string: write it as \\u3042")])
    func aCharacterTomlMisreadsAfterALineEndingBackslashIsRefused(text: String, expected: String) {
        #expect(configError(text) == expected)
    }

    @Test func aStringTomlRefusesEndsThePrecheckSoTomlTellsTheFirstError() {
        #expect(configError("a = \"x\\\n[!b]\n") == "c.toml:1:8: syntax error in string: unknown escape sequence '\\\\n'")
    }

    @Test func otherCharactersAfterALineEndingBackslashAreKept() throws {
        let sidecar = "[metadata]\ndescription = \"\"\"\\\n  굉장한 \\\n  ∞ \\\n  \\u00E9 \\\n  x é\\\\\n\"\"\"\n"
        let parsed = try Sidecar.parse(text: sidecar, path: "/a.mp3.playdeck.toml").get()
        #expect(parsed.metadata.value(.description) == "굉장한 ∞ é x é\\\n")
    }

    @Test(arguments: [("d = 2024-01-01T:00:00\n", 5), ("d = 2024-01-01tx:00\n", 5), ("d = [2024-01-01 1]\n", 6),
                      ("d = 2024-01-01 1\n", 5), ("d = { a = 2024-01-01 1 }\n", 11), ("d = 12-4-67-90 5\n", 5),
                      ("d = 2024-01-01__ 1\n", 5), ("d = [2024-0q-01 1]\n", 6)])
    func aDateWithABrokenTimeIsAnErrorNotACrash(text: String, column: Int) {
        #expect(configError(text) == "c.toml:1:\(column): a time after a date is written HH:MM:SS, as in 1979-05-27T07:32:00")
    }

    @Test func datesDateTimesAndDateShapedKeysStillParse() throws {
        let text = "a = 2024-01-01\nb = 2024-01-01 07:32:00\nc = [2024-01-01T07:32:00Z, 2024-01-01 ]\n2024-01-01T = 1\nd = { 2024-01-01t-x = 2 }\n"
        let diagnostics = Diagnostics(path: "d.toml")
        let entries = try #require(TOMLDocument.parse(text, diagnostics: diagnostics)?.entries)
        #expect(diagnostics.errors.isEmpty)
        #expect(entries.map(\.key) == ["a", "b", "c", "2024-01-01T", "d"])
        #expect(entries[1].node.value == .dateTime(kind: "date-time", text: "2024-01-01T07:32:00"))
    }

    @Test func quotesInsideAMultiLineStringAreItsOwn() throws {
        let sidecar = "[metadata]\ntitle = '''It's ''fine'''''\n"
        let parsed = try Sidecar.parse(text: sidecar, path: "/a.mp3.playdeck.toml").get()
        #expect(parsed.metadata.value(.title) == "It's ''fine''")
    }

    @Test func bracketsInsideMultiLineArraysAreNotHeaders() {
        let text = "[skip]\nforward = [\n  15,\n  30,\n]\nbackward = [10]\n"
        #expect((try? Config.parse(text: text, path: "c.toml").get())?.skip.forward == [15, 30])
    }

    @Test func nonASCIIInsideStringsAndCommentsIsFine() {
        let text = "# café\n[keys]\n\"é\" = \"quit\" # ünïcode\n"
        #expect(!configError(text).contains("may stand only"))
        let sidecar = "[metadata]\ntitle = \"굉장한\"\ndescription = '''\n여러 줄\n'''\n"
        #expect((try? Sidecar.parse(text: sidecar, path: "/a.mp3.playdeck.toml").get()) != nil)
    }
}
