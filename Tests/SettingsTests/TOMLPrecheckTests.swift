import Settings
import Testing

/// Characters beyond ASCII outside strings are ordinary errors, never a crash in toml++.
@Suite struct TOMLPrecheckTests {
    @Test(arguments: [
        ("[é]\n", 1, 2, "é"),
        ("[skip]\nforward = [15]\nvitesse_é = 1\n", 3, 9, "é"),
        ("[\u{FFFD}]\n", 1, 2, "\u{FFFD}"),
    ])
    func anUnquotedNonASCIICharacterIsReportedWhereItStands(text: String, line: Int, column: Int, character: String) throws {
        guard case let .failure(errors) = Config.parse(text: text, path: "c.toml") else {
            Issue.record("parsed"); return
        }
        #expect(errors.description == "c.toml:\(line):\(column): '\(character)' may stand only inside a string or a comment: quote a key that is not plain ASCII")
    }

    @Test(arguments: ["[!metadata]\n", "[[ !ad]]\n", "a = 1\n[.x]\n"])
    func aTableNameThatCannotStartAKeyIsAnErrorNotACrash(text: String) {
        guard case let .failure(errors) = Sidecar.parse(text: text, path: "s.toml") else { Issue.record("parsed"); return }
        #expect(errors.description.contains("a table name cannot start with"), "\(errors)")
    }

    @Test(arguments: [("s=[}\n", "c.toml:1:4: '}' cannot close the '[' opened at 1:3"),
                      ("s = { a = [1] ]\n", "c.toml:1:15: ']' cannot close the '{' opened at 1:5")])
    func aBracketClosedByTheWrongKindIsAnErrorNotACrash(text: String, expected: String) {
        guard case let .failure(errors) = Config.parse(text: text, path: "c.toml") else { Issue.record("parsed"); return }
        #expect(errors.description == expected)
    }

    /// Found by `make fuzz` (10 minutes): seven quotes are one multi-line string holding a quote,
    /// so the header after it is checked, and its non-ASCII name is an error, not an abort.
    @Test(arguments: ["s='''''''\n[\u{FFFD}]\n", "s=''''''''\n[\u{FFFD}]\n", "s='''a'''''\n[é]\n",
                      "s=\"\"\"a\"\"\"\"\n[é]\n"])
    func extraQuotesEndingAMultiLineStringBelongToIt(text: String) {
        guard case let .failure(errors) = Config.parse(text: text, path: "c.toml") else { Issue.record("parsed"); return }
        #expect(errors.description.hasPrefix("c.toml:2:2: "), "\(errors)")
        #expect(errors.description.contains("may stand only inside a string or a comment"), "\(errors)")
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
        if case let .failure(errors) = Config.parse(text: text, path: "c.toml") {
            #expect(!errors.description.contains("may stand only"), "\(errors)")
        }
        let sidecar = "[metadata]\ntitle = \"굉장한\"\ndescription = '''\n여러 줄\n'''\n"
        #expect((try? Sidecar.parse(text: sidecar, path: "/a.mp3.playdeck.toml").get()) != nil)
    }
}
