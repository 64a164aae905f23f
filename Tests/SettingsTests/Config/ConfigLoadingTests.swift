import Testing
import Settings

@Test func loadsAndParsesAFile() throws {
    let folder = try TemporaryDirectory()
    let path = try folder.write("[skip]\nforward = [42]\n", to: "playdeck/config.toml")
    #expect(try Config.load(path: path).get().skip.forward == [42])
    #expect(try Config.load(from: ConfigLocation(path: path, isExplicit: false)).get().skip.forward == [42])
}

@Test func foundThroughTheXDGSearchPath() throws {
    let folder = try TemporaryDirectory()
    try folder.write("[ui]\nidle = true\n", to: "playdeck/config.toml")
    let location = ConfigLocation.find(explicit: nil, environment: ["XDG_CONFIG_HOME": folder.path, "HOME": "/nonexistent"])
    #expect(try Config.load(from: location).get().ui.idle == true)
}

@Test func aMissingExplicitFileIsAnError() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path + "/missing.toml"
    #expect(descriptions(Config.load(path: path)) == ["\(path): no such config file"])
    #expect(descriptions(Config.load(from: ConfigLocation(path: path, isExplicit: true))) == ["\(path): no such config file"])
}

@Test func aMissingImplicitFileOrNoLocationMeansTheDefaults() throws {
    let folder = try TemporaryDirectory()
    let location = ConfigLocation(path: folder.path + "/playdeck/config.toml", isExplicit: false)
    #expect(try Config.load(from: location).get() == Config.defaults)
    #expect(try Config.load(from: nil).get() == Config.defaults)
}

@Test func aFileWithInvalidUTF8GivesOneCleanErrorWithItsPosition() throws {
    let folder = try TemporaryDirectory()
    let path = try folder.write(Array("[skip]\nforward = [15] # caf".utf8) + [0xE9] + Array("\n".utf8), to: "bad.toml")
    #expect(descriptions(Config.load(path: path)) == [
        "\(path):2:21: the file is not valid UTF-8 (byte 0xE9 at offset 27)",
    ])
}

@Test func aBinaryFileDoesNotCrashAndGivesOneError() throws {
    let folder = try TemporaryDirectory()
    let path = try folder.write([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x01, 0x01, 0x00, 0x00, 0x00], to: "binary.toml")
    #expect(descriptions(Config.load(path: path)).count == 1)
}

@Test func aDirectoryIsNotReadable() throws {
    let folder = try TemporaryDirectory()
    #expect(descriptions(Config.load(path: folder.path)) == ["\(folder.path): cannot read: Is a directory"])
}
