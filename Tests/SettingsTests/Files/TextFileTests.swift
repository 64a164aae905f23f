import Glibc
import Testing
@testable import Settings

@Test func readsAFileAsText() throws {
    let folder = try TemporaryDirectory()
    let path = try folder.write("a = 1\n", to: "a.toml")
    #expect(try TextFile.text(atPath: path).get() == "a = 1\n")
}

@Test func missingFileIsToldApartFromOtherFailures() throws {
    let folder = try TemporaryDirectory()
    #expect(TextFile.text(atPath: folder.path + "/nope.toml") == .failure(.missing))
    #expect(TextFile.text(atPath: folder.path) == .failure(.unreadable("Is a directory")))
}

@Test func readErrorsBecomeSettingsErrorsNamingTheFile() {
    let errors = TextFile.ReadError.unreadable("Permission denied").settingsErrors(path: "/p.toml", missingMessage: "gone")
    #expect(errors.description == "/p.toml: cannot read: Permission denied")
    #expect(TextFile.ReadError.missing.settingsErrors(path: "/p.toml", missingMessage: "gone").description == "/p.toml: gone")
}

/// Before O_NONBLOCK, open(2) waited for a writer here and the test never ended.
@Test func aFIFOIsUnreadableAtOnce() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path + "/fifo.toml"
    try #require(mkfifo(path, 0o600) == 0)
    #expect(TextFile.text(atPath: path) == .failure(.unreadable("not a regular file")))
}

@Test func aNameTooLongToExistIsMissing() throws {
    let folder = try TemporaryDirectory()
    #expect(TextFile.text(atPath: folder.path + "/" + String(repeating: "n", count: 300)) == .failure(.missing))
}
