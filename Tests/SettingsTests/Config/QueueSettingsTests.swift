import Settings
import Testing

@Test func queueOpenIsNewAddOrReplace() throws {
    func mode(_ text: String) throws -> QueueSettings.OpenMode {
        try Config.parse(text: text, path: "c.toml").get().queue.open
    }
    #expect(try mode("") == .new)
    #expect(try mode("[queue]\nopen = \"new\"\n") == .new)
    #expect(try mode("[queue]\nopen = \"add\"\n") == .add)
    #expect(try mode("[queue]\nopen = \"replace\"\n") == .replace)
}

@Test func queueValuesOfTheWrongKindAndUnknownKeysAreReportedWithTheirPlace() {
    #expect(configErrors("[queue]\nopen = \"ad\"\nopn = 1\n") == [
        "c.toml:2:8: 'open' in [queue] must be \"new\", \"add\" or \"replace\", found \"ad\"; did you mean 'add'?",
        "c.toml:3:1: unknown key 'opn' in [queue]; did you mean 'open'?",
    ])
    #expect(configErrors("[queue]\nopen = true\n") == ["c.toml:2:8: 'open' in [queue] must be \"new\", \"add\" or \"replace\", found boolean"])
}
