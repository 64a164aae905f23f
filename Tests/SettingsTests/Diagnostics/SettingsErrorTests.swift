import Testing
@testable import Settings

@Test func errorDescriptionIsPathLineColumnMessage() {
    let error = SettingsError(path: "~/.config/playdeck/config.toml", position: SourcePosition(line: 3, column: 1), message: "unknown key")
    #expect(error.description == "~/.config/playdeck/config.toml:3:1: unknown key")
}

@Test func errorWithoutPositionDescribesTheWholeFile() {
    let error = SettingsError(path: "/x.toml", position: nil, message: "no such config file")
    #expect(error.description == "/x.toml: no such config file")
}

@Test func collectedErrorsAreSortedByPositionKeepingOrderOfEqualOnes() {
    let errors = SettingsErrors([
        SettingsError(path: "f", position: SourcePosition(line: 5, column: 2), message: "late"),
        SettingsError(path: "f", position: SourcePosition(line: 2, column: 9), message: "first"),
        SettingsError(path: "f", position: SourcePosition(line: 2, column: 9), message: "second"),
        SettingsError(path: "f", position: nil, message: "file"),
    ])
    #expect(errors.errors.map(\.message) == ["file", "first", "second", "late"])
    #expect(errors.description == "f: file\nf:2:9: first\nf:2:9: second\nf:5:2: late")
}

@Test func positionsCompareByLineThenColumn() {
    #expect(SourcePosition(line: 1, column: 40) < SourcePosition(line: 2, column: 1))
    #expect(SourcePosition(line: 2, column: 3) < SourcePosition(line: 2, column: 4))
    #expect(!(SourcePosition(line: 2, column: 4) < SourcePosition(line: 2, column: 4)))
}
