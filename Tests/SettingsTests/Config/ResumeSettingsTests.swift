import Testing
import Settings

@Test func resumeCanBeTurnedOff() throws {
    #expect(try Config.parse(text: "[resume]\nenabled = false\n", path: "c.toml").get().resume == ResumeSettings(enabled: false))
}

@Test func resumeEnabledMustBeABoolean() {
    #expect(configErrors("[resume]\nenabled = 1\n") == ["c.toml:2:11: 'enabled' in [resume] must be true or false, found integer"])
}
