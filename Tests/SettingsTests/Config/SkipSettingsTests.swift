import Testing
import Settings

@Test func intervalsMayBeFractionalAndSeveral() throws {
    let skip = try Config.parse(text: "[skip]\nbackward = [2.5, 10]\nforward = [15, 30, 90]\n", path: "c.toml").get().skip
    #expect(skip == SkipSettings(backward: [2.5, 10], forward: [15, 30, 90]))
}

@Test func aNonPositiveIntervalIsReportedAtTheElement() {
    #expect(configErrors("[skip]\nforward = [15, -3]\nbackward = [0]\n") == [
        "c.toml:2:16: 'forward' in [skip] must be an array of positive numbers, found -3",
        "c.toml:3:13: 'backward' in [skip] must be an array of positive numbers, found 0",
    ])
}

@Test func anEmptyOrMixedIntervalListIsRefused() {
    #expect(configErrors("[skip]\nforward = []\nbackward = [10, \"x\"]\n") == [
        "c.toml:2:11: 'forward' in [skip] must be an array of positive numbers, found an empty array",
        "c.toml:3:17: 'backward' in [skip] must be an array of positive numbers, found string",
    ])
}

@Test func infiniteIntervalsAreRefused() {
    #expect(configErrors("[skip]\nforward = [inf]\n") == [
        "c.toml:2:12: 'forward' in [skip] must be an array of positive numbers, found inf",
    ])
}
