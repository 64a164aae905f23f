import Testing
import Settings

@Test func skipAfterIsRead() throws {
    #expect(try Config.parse(text: "[ads]\nskip_after = 0\n", path: "c.toml").get().ads == AdSettings(skipAfter: 0))
}

@Test func negativeSkipAfterIsRefused() {
    #expect(configErrors("[ads]\nskip_after = -5\n") == [
        "c.toml:2:14: 'skip_after' in [ads] must be a number of seconds, 0 or more, found -5",
    ])
}
