import Testing
import Settings

@Test func pictureInPictureSettingsAreReadAndMuteIsTheDefault() throws {
    #expect(try Config.parse(text: "[pip]\ninactive = \"pause\"\n", path: "c.toml").get().pip == PictureInPictureSettings(inactive: .pause))
    #expect(try Config.parse(text: "[pip]\ninactive = \"Mute\"\n", path: "c.toml").get().pip.inactive == .mute)
    #expect(try Config.parse(text: "", path: "c.toml").get().pip == PictureInPictureSettings(inactive: .mute))
}

@Test func pictureInPictureValuesOfTheWrongKindAndUnknownKeysAreReportedWithTheirPlace() {
    #expect(configErrors("[pip]\ninactive = \"paus\"\n") == [
        "c.toml:2:12: 'inactive' in [pip] must be \"mute\" or \"pause\", found \"paus\"; did you mean 'pause'?",
    ])
    #expect(configErrors("[pip]\ninactive = 1\ncorner = \"top\"\n") == [
        "c.toml:2:12: 'inactive' in [pip] must be \"mute\" or \"pause\", found integer",
        "c.toml:3:1: unknown key 'corner' in [pip]",
    ])
}
