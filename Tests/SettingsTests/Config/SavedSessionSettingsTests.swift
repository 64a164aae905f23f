import Testing
import Settings

@Test func sessionRestoreIsOnByDefaultAndCanBeTurnedOff() throws {
    #expect(Config.defaults.session == SavedSessionSettings(restore: true))
    #expect(try Config.parse(text: "[session]\nrestore = false\n", path: "c.toml").get().session == SavedSessionSettings(restore: false))
}

@Test func sessionRestoreMustBeABoolean() {
    #expect(configErrors("[session]\nrestore = \"yes\"\n") == ["c.toml:2:11: 'restore' in [session] must be true or false, found string"])
}
