import Commands
import Testing
import Settings

private func keys(_ text: String) throws -> KeyBindings {
    try Config.parse(text: "[keys]\n" + text, path: "c.toml").get().keys
}

@Test func userKeysAreMergedOverTheDefaults() throws {
    let merged = try keys("p = \"pause\"\n\"S-right\" = \"skip-forward 60\"\n\"C-x\" = \"quit\"\n")
    #expect(merged.command(for: try KeyName(parsing: "p")) == .player(.pause))
    #expect(merged.command(for: try KeyName(parsing: "S-right")) == .player(.skipForward(60)))
    #expect(merged.command(for: try KeyName(parsing: "space")) == .player(.togglePause))
    #expect(merged.bindings.suffix(2).map(\.key.description) == ["S-right", "C-x"])
    #expect(merged.bindings.count == KeyBindings.defaults.bindings.count + 2)
}

@Test func theGoToPromptAndTheVolumeKeysAreRebindable() throws {
    let merged = try keys("G = \"go-to\"\ng = \"none\"\n\"+\" = \"volume-up 10\"\n\"-\" = \"seek 50%\"\n")
    #expect(merged.command(for: try KeyName(parsing: "G")) == .tile(.goTo))
    #expect(merged.command(for: try KeyName(parsing: "g")) == nil)
    #expect(merged.command(for: try KeyName(parsing: "+")) == .player(.volumeUp(10)))
    #expect(merged.command(for: try KeyName(parsing: "-")) == .player(.seekPercent(50)))
}

@Test func emptyOrNoneUnbindsADefaultKey() throws {
    let merged = try keys("q = \"\"\nspace = \"None\"\nf5 = \"none\"\n")
    #expect(merged.command(for: try KeyName(parsing: "q")) == nil)
    #expect(merged.command(for: try KeyName(parsing: "space")) == nil)
    #expect(merged.bindings.count == KeyBindings.defaults.bindings.count - 2)
}

@Test func theSameKeySpelledTwiceIsADuplicateBinding() {
    #expect(configErrors("[keys]\n\"S-right\" = \"next\"\n  \"s-Right\" = \"previous\"\n") == [
        "c.toml:3:3: duplicate binding for 'S-right' in [keys]; already bound at line 2, column 1",
    ])
}

@Test func badKeyNamesAreReportedAtTheKeyWithASuggestion() {
    #expect(configErrors("[keys]\nspce = \"quit\"\n\"S-!\" = \"quit\"\n") == [
        "c.toml:2:1: unknown key name 'spce' in [keys]; did you mean 'space'?",
        "c.toml:3:1: key name 'S-!' combines shift with '!' in [keys]; bind the shifted character itself",
    ])
}

@Test func badCommandsAreReportedAtTheValueWithTheCommandsMessage() {
    #expect(configErrors("[keys]\nspace = \"toggle-paus\"\nx = \"skip-forward -3\"\ny = 5\n") == [
        "c.toml:2:9: 'space' in [keys]: unknown command 'toggle-paus'; did you mean 'toggle-pause'?",
        "c.toml:3:5: 'x' in [keys]: 'skip-forward' takes a positive number",
        "c.toml:4:5: 'y' in [keys] must be a command string, found integer",
    ])
}
