import Testing
import Settings

private func shippedFile() throws -> (path: String, bytes: [UInt8]) {
    // Tests/SettingsTests/Config/DefaultConfigTextTests.swift → config/playdeck.toml
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(4)
    let path = (parts + ["config", "playdeck.toml"]).joined(separator: "/")
    return (path, try readBytes(atPath: path))
}

@Test func theShippedConfigFileParsesToExactlyTheDefaults() throws {
    let file = try shippedFile()
    #expect(try Config.load(path: file.path).get() == Config.defaults)
}

@Test func theDefaultFileTextIsTheShippedFileByteForByte() throws {
    let file = try shippedFile()
    #expect(Array(Config.defaultFileText.utf8) == file.bytes)
    #expect(try Config.parse(text: Config.defaultFileText, path: "default").get() == Config.defaults)
}

@Test func theShippedFileWritesEverySectionAndEveryDefaultBinding() {
    for section in ["[skip]", "[speed]", "[keys]", "[theme]", "[ui]", "[ads]", "[actions]", "[resume]", "[queue]", "[remote]", "[video]", "[notifications]", "[mpv]"] {
        #expect(Config.defaultFileText.contains("\n\(section)\n"), "missing \(section)")
    }
    for binding in KeyBindings.defaults.bindings {
        #expect(Config.defaultFileText.contains("\"\(binding.command.text)\""), "missing \(binding.key)")
    }
}
