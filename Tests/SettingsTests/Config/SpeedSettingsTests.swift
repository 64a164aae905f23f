import Testing
import Settings

private let expected = "an array of rates from 0.01 to 100, each a number or { rate = …, name = \"…\" }"

@Test func speedsMayBeNumbersOrNamedInlineTables() throws {
    let text = "[speed]\nspeeds = [0.5, 1, { rate = 2.5, name = \"Two and a half times speed\" }, { rate = 3 }]\ndefault = 1\n"
    let speed = try Config.parse(text: text, path: "c.toml").get().speed
    #expect(speed.speeds == [
        SpeedSetting(rate: 0.5), SpeedSetting(rate: 1),
        SpeedSetting(rate: 2.5, name: "Two and a half times speed"), SpeedSetting(rate: 3),
    ])
    #expect(speed.defaultRate == 1)
}

@Test func anEmptySpeedListIsAllowed() throws {
    let speed = try Config.parse(text: "[speed]\nspeeds = []\n", path: "c.toml").get().speed
    #expect(speed.speeds.isEmpty)
    #expect(speed.defaultRate == 1)
}

@Test func ratesOutsideMpvsRangeAreReportedWhereTheyAre() {
    #expect(configErrors("[speed]\nspeeds = [1, 250]\ndefault = 0.001\n") == [
        "c.toml:2:14: 'speeds' in [speed] must be \(expected), found 250",
        "c.toml:3:11: 'default' in [speed] must be a rate from 0.01 to 100, found 0.001",
    ])
    #expect(configErrors("[speed]\nspeeds = [{ name = \"x\", rate = 0 }]\n") == [
        "c.toml:2:32: 'speeds' in [speed] must be \(expected), found 0",
    ])
}

@Test func speedTablesNeedARateAndOnlyKnownKeys() {
    #expect(configErrors("[speed]\nspeeds = [{ name = \"x\" }]\n") == [
        "c.toml:2:11: a speed in [speed] written as a table needs 'rate'",
    ])
    #expect(configErrors("[speed]\nspeeds = [{ rat = 2 }]\n") == [
        "c.toml:2:13: unknown key 'rat' in a speed of [speed]; did you mean 'rate'?",
    ])
    #expect(configErrors("[speed]\nspeeds = [{ rate = 2, name = 5 }]\n") == [
        "c.toml:2:30: 'name' of a speed in [speed] must be a non-empty string",
    ])
}

@Test func aRateListedTwiceIsReportedAtTheSecond() {
    #expect(configErrors("[speed]\nspeeds = [1, 1.5, { rate = 1.5 }]\n") == [
        "c.toml:2:19: speed 1.5 appears twice in 'speeds' in [speed]",
    ])
}

@Test func speedsOfTheWrongTypeNameWhatWasFound() {
    #expect(configErrors("[speed]\nspeeds = [1, true]\n") == ["c.toml:2:14: 'speeds' in [speed] must be \(expected), found boolean"])
    #expect(configErrors("[speed]\nspeeds = 1.5\n") == ["c.toml:2:10: 'speeds' in [speed] must be \(expected), found float"])
}
