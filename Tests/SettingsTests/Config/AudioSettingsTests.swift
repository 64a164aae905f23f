import Testing
import Settings

@Test func audioSettingsAreRead() throws {
    let text = "[audio]\ngapless = false\nreplaygain = \"album\"\n"
    #expect(try Config.parse(text: text, path: "c.toml").get().audio == AudioSettings(gapless: false, replayGain: .album))
    #expect(try Config.parse(text: "", path: "c.toml").get().audio == AudioSettings(gapless: true, replayGain: .off))
    #expect(try Config.parse(text: "[audio]\nreplaygain = \"Track\"\n", path: "c.toml").get().audio.replayGain == .track)
    #expect(try Config.parse(text: "[audio]\nreplaygain = \"no\"\n", path: "c.toml").get().audio.replayGain == .off)
}

@Test func audioValuesOfTheWrongTypeAndUnknownKeysAreReportedWithTheirPlace() {
    #expect(configErrors("[audio]\ngapless = 1\nreplaygain = \"albun\"\ngaples = true\n") == [
        "c.toml:2:11: 'gapless' in [audio] must be true or false, found integer",
        "c.toml:3:14: 'replaygain' in [audio] must be one of \"off\", \"track\", \"album\", found \"albun\"; did you mean 'album'?",
        "c.toml:4:1: unknown key 'gaples' in [audio]; did you mean 'gapless'?",
    ])
}
