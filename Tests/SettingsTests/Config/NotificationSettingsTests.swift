import Testing
import Settings

@Test func notificationSettingsAreAutoTrueOrFalse() throws {
    func mode(_ text: String) throws -> NotificationSettings.Mode {
        try Config.parse(text: text, path: "c.toml").get().notifications.enabled
    }
    #expect(try mode("") == .auto)
    #expect(try mode("[notifications]\nenabled = \"auto\"\n") == .auto)
    #expect(try mode("[notifications]\nenabled = \"Auto\"\n") == .auto)
    #expect(try mode("[notifications]\nenabled = true\n") == .always)
    #expect(try mode("[notifications]\nenabled = false\n") == .never)
}

@Test func notificationValuesOfTheWrongKindAndUnknownKeysAreReportedWithTheirPlace() {
    #expect(configErrors("[notifications]\nenabled = \"aut\"\nenable = 1\n") == [
        "c.toml:2:11: 'enabled' in [notifications] must be \"auto\", true or false, found \"aut\"; did you mean 'auto'?",
        "c.toml:3:1: unknown key 'enable' in [notifications]; did you mean 'enabled'?",
    ])
    #expect(configErrors("[notifications]\nenabled = 1\n") == [
        "c.toml:2:11: 'enabled' in [notifications] must be \"auto\", true or false, found integer",
    ])
}
