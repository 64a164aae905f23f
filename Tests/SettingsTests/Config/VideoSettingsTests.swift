import Testing
import Settings

@Test func videoSettingsAreRead() throws {
    let text = "[video]\nlive_text = false\nlive_text_after = 2.5\n"
    #expect(try Config.parse(text: text, path: "c.toml").get().video == VideoSettings(liveText: false, liveTextAfter: 2.5))
    #expect(try Config.parse(text: "", path: "c.toml").get().video == VideoSettings(liveText: true, liveTextAfter: 0.5))
}

@Test func videoValuesOfTheWrongTypeOrRangeAndUnknownKeysAreReportedWithTheirPlace() {
    #expect(configErrors("[video]\nlive_text = \"yes\"\nlive_text_after = -1\nlive_txt = 1\n") == [
        "c.toml:2:13: 'live_text' in [video] must be true or false, found string",
        "c.toml:3:19: 'live_text_after' in [video] must be a number of seconds, 0 or more, found -1",
        "c.toml:4:1: unknown key 'live_txt' in [video]; did you mean 'live_text'?",
    ])
}
