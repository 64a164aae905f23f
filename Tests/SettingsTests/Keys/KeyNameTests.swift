import Testing
import Settings

@Test func modifiersAndNamedKeysIgnoreCaseAndComeOutCanonical() throws {
    #expect(try KeyName(parsing: "s-Right") == KeyName(parsing: "S-right"))
    #expect(try KeyName(parsing: "s-Right").description == "S-right")
    #expect(try KeyName(parsing: "S-c-LEFT").description == "C-S-left")
    #expect(try KeyName(parsing: "m-C-x").description == "C-M-x")
}

@Test func singleCharactersKeepTheirCase() throws {
    #expect(try KeyName(parsing: "s") != KeyName(parsing: "S"))
    #expect(try KeyName(parsing: "]").base == .character("]"))
    #expect(try KeyName(parsing: "-").base == .character("-"))
    #expect(try KeyName(parsing: "C--").description == "C--")
}

@Test func shiftWithALetterIsTheCapitalLetter() throws {
    #expect(try KeyName(parsing: "S-a") == KeyName(parsing: "A"))
    #expect(try KeyName(parsing: "C-S-r") == KeyName(parsing: "C-r"))
    #expect(try KeyName(parsing: "C-R") == KeyName(parsing: "C-r"))
}

@Test func aliasesAndASpaceCharacterNameTheSameKeys() throws {
    #expect(try KeyName(parsing: "Return").base == .named(.enter))
    #expect(try KeyName(parsing: "PageDown").base == .named(.pgdn))
    #expect(try KeyName(parsing: " ") == KeyName(parsing: "space"))
    #expect(try KeyName(parsing: "F12").base == .named(.f12))
}

@Test func unknownNameSuggestsTheClosestKeepingModifiers() {
    #expect(throws: KeyNameError("unknown key name 'C-spce'", hint: "did you mean 'C-space'?")) { try KeyName(parsing: "C-spce") }
    #expect(throws: KeyNameError("unknown key name 'wobble'")) { try KeyName(parsing: "wobble") }
    #expect(throws: KeyNameError("unknown key name 'S-'")) { try KeyName(parsing: "S-") }
    #expect(KeyNameError("unknown key name 'x'", hint: "did you mean 'y'?").description == "unknown key name 'x'; did you mean 'y'?")
}

@Test func shiftWithANonLetterAndUnprintableCharactersAreRefused() {
    #expect(throws: KeyNameError("key name 'S-1' combines shift with '1'", hint: "bind the shifted character itself")) {
        try KeyName(parsing: "S-1")
    }
    #expect(throws: KeyNameError("key name '\\u{07}' is not a printable character")) { try KeyName(parsing: "\u{7}") }
    #expect(throws: KeyNameError.self) { try KeyName(parsing: "") }
}
