import Testing
import Settings

@Test func themeTakesNamesIndicesAndHex() throws {
    let text = "[theme]\naccent = 208\ndim = \"#808080\"\nbackground = \"black\"\nartwork = \"256\"\n"
    let theme = try Config.parse(text: text, path: "c.toml").get().theme
    #expect(theme == ThemeSettings(
        accent: .indexed(208), dim: .rgb(red: 128, green: 128, blue: 128), background: .ansi(.black, bright: false),
        artwork: .palette256
    ))
}

@Test func artworkModesAlsoAcceptTheNumbersAsIntegers() throws {
    #expect(try Config.parse(text: "[theme]\nartwork = 16\n", path: "c.toml").get().theme.artwork == .palette16)
    #expect(try Config.parse(text: "[theme]\nartwork = \"ASCII\"\n", path: "c.toml").get().theme.artwork == .ascii)
}

@Test func pixelArtworkModesAreReadByName() throws {
    for (text, mode) in [("kitty", ArtworkMode.kitty), ("Sixel", .sixel), ("iterm", .iterm)] {
        #expect(try Config.parse(text: "[theme]\nartwork = \"\(text)\"\n", path: "c.toml").get().theme.artwork == mode)
    }
}

@Test func aMisspeltPixelModeIsReportedAtTheValueWithTheClosestName() {
    #expect(configErrors("[theme]\n\nartwork   = \"sixels\"\n") == [
        "c.toml:3:13: 'artwork' in [theme] must be one of \"auto\", \"kitty\", \"sixel\", \"iterm\", \"truecolor\", \"256\", \"16\", \"ascii\", \"none\", found \"sixels\"; did you mean 'sixel'?",
    ])
}

@Test func badColoursAndModesAreReportedAtTheValue() {
    #expect(configErrors("[theme]\nbackground = -1\nartwork = \"truecolour\"\n") == [
        "c.toml:2:14: 'background' in [theme] must be a colour name, an integer from 0 to 255 or \"#rrggbb\", found -1",
        "c.toml:3:11: 'artwork' in [theme] must be one of \"auto\", \"kitty\", \"sixel\", \"iterm\", \"truecolor\", \"256\", \"16\", \"ascii\", \"none\", found \"truecolour\"; did you mean 'truecolor'?",
    ])
}
