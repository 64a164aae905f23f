import Testing
import Settings

@Test func emptyFileGivesTheDefaults() throws {
    #expect(try Config.parse(text: "", path: "c.toml").get() == Config.defaults)
    #expect(try Config.parse(text: "# only a comment\n\n[skip]\n", path: "c.toml").get() == Config.defaults)
}

@Test func unknownKeyIsReportedAtTheKeyWithASuggestion() {
    #expect(configErrors("[skip]\nbackward = [10]\nforwrd = [15]\n") == [
        "c.toml:3:1: unknown key 'forwrd' in [skip]; did you mean 'forward'?",
    ])
}

@Test func unknownKeyWithNothingCloseHasNoSuggestion() {
    #expect(configErrors("[ui]\n  colourful = true\n") == ["c.toml:2:3: unknown key 'colourful' in [ui]"])
}

@Test func unknownTablesAndTopLevelKeysAreReportedAtTheirNames() {
    #expect(configErrors("[sped]\nspeeds = [1]\n\n[[skips]]\nverbose = true\n") == [
        "c.toml:1:2: unknown table [sped]; did you mean [speed]?",
        "c.toml:4:3: unknown table [[skips]]; did you mean [[skip]]?",
    ])
    #expect(configErrors("verbose = true\nkey = 1\n") == [
        "c.toml:1:1: unknown key 'verbose'",
        "c.toml:2:1: unknown key 'key'; did you mean 'keys'?",
    ])
}

@Test func aSectionThatIsNotATableIsAWrongType() {
    #expect(configErrors("skip = 5\n") == ["c.toml:1:8: 'skip' must be a table ([skip]), found integer"])
}

@Test func wrongTypeNamesTheKeyTheTableAndWhatWasFound() {
    #expect(configErrors("[skip]\nforward = \"15\"\n") == [
        "c.toml:2:11: 'forward' in [skip] must be an array of positive numbers, found string",
    ])
}

@Test func everyErrorIsCollectedInFileOrder() {
    let text = """
    [theme]
    accent = "magneta"
    dim = 300

    [skip]
    forwrd = [15]
    backward = "fast"

    [sped]
    speeds = [1]

    [ui]
    mouse = "yes"
    """
    #expect(configErrors(text, path: "/home/u/.config/playdeck/config.toml") == [
        "/home/u/.config/playdeck/config.toml:2:10: 'accent' in [theme] must be a colour name, an integer from 0 to 255 or \"#rrggbb\", found \"magneta\"; did you mean 'magenta'?",
        "/home/u/.config/playdeck/config.toml:3:7: 'dim' in [theme] must be a colour name, an integer from 0 to 255 or \"#rrggbb\", found 300",
        "/home/u/.config/playdeck/config.toml:6:1: unknown key 'forwrd' in [skip]; did you mean 'forward'?",
        "/home/u/.config/playdeck/config.toml:7:12: 'backward' in [skip] must be an array of positive numbers, found string",
        "/home/u/.config/playdeck/config.toml:9:2: unknown table [sped]; did you mean [speed]?",
        "/home/u/.config/playdeck/config.toml:13:9: 'mouse' in [ui] must be true or false, found string",
    ])
}

@Test func aSyntaxErrorIsTheOnlyErrorAndHasTheParsersPosition() {
    #expect(configErrors("[skip]\nforward = [15,\nbackward = 3\n") == [
        "c.toml:3:1: syntax error in value: could not determine value type",
    ])
}

@Test func nonTOMLGarbageGivesOneErrorWithAPosition() {
    #expect(configErrors("{\"json\": \"is not toml\"}\n") == [
        "c.toml:1:1: syntax error in root table: expected keys, tables, whitespace or comments, saw '{'",
    ])
}

@Test func dottedKeysAndInlineTablesReadLikeTables() throws {
    let config = try Config.parse(text: "skip.forward = [20]\nui = { mouse = false }\n", path: "c.toml").get()
    #expect(config.skip.forward == [20])
    #expect(config.ui.mouse == false)
    #expect(configErrors("skip.forwrd = [20]\n") == ["c.toml:1:6: unknown key 'forwrd' in [skip]; did you mean 'forward'?"])
}

@Test func keysLeftOutKeepTheirDefaults() throws {
    let config = try Config.parse(text: "[skip]\nforward = [30]\n", path: "c.toml").get()
    #expect(config.skip == SkipSettings(backward: [10], forward: [30]))
    #expect(config.speed == Config.defaults.speed)
}
