import Testing
import Settings

@Test func mpvOptionsBecomeStringsInTheOrderWritten() throws {
    let text = "[mpv]\nreplaygain = \"track\"\naudio-device = \"alsa/default\"\nvolume-max = 150\nspeed = 1.5\nsub-auto = false\n"
    #expect(try Config.parse(text: text, path: "c.toml").get().mpv == [
        MPVOption(name: "replaygain", value: "track"),
        MPVOption(name: "audio-device", value: "alsa/default"),
        MPVOption(name: "volume-max", value: "150"),
        MPVOption(name: "speed", value: "1.5"),
        MPVOption(name: "sub-auto", value: "no"),
    ])
}

@Test func mpvOptionsThatAreNotScalarsAreRefused() {
    #expect(configErrors("[mpv]\nab = [1, 2]\nx.y = 1\nz = nan\n") == [
        "c.toml:2:6: 'ab' in [mpv] must be a string, number or boolean, found array",
        "c.toml:3:1: 'x' in [mpv] must be a string, number or boolean, found table",
        "c.toml:4:5: 'z' in [mpv] must be a string, number or boolean, found nan",
    ])
}
