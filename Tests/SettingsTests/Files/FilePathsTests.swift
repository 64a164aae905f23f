import Testing
@testable import Settings

@Test func urlsAreRecognisedByTheirScheme() {
    #expect(FilePaths.isURL("https://example.com/ad.mp3"))
    #expect(FilePaths.isURL("file:///music/a.mp3"))
    #expect(!FilePaths.isURL("ad.mp3"))
    #expect(!FilePaths.isURL("/music/a://b.mp3"))
    #expect(!FilePaths.isURL("://nothing"))
}

@Test func relativeReferencesResolveAgainstTheFolder() {
    #expect(FilePaths.resolve("poster.jpg", relativeTo: "/music/show") == "/music/show/poster.jpg")
    #expect(FilePaths.resolve("../art/./poster.jpg", relativeTo: "/music/show") == "/music/art/poster.jpg")
    #expect(FilePaths.resolve("/abs//x.jpg", relativeTo: "/music") == "/abs/x.jpg")
    #expect(FilePaths.resolve("https://e.com/a b.mp3", relativeTo: "/music") == "https://e.com/a b.mp3")
}

@Test func directoryOfAPathIsItsFolder() {
    #expect(FilePaths.directory(of: "/music/a.mp3") == "/music")
    #expect(FilePaths.directory(of: "/a.mp3") == "/")
    #expect(FilePaths.directory(of: "a.mp3") == ".")
}

@Test func relativePathsBecomeAbsoluteUnderTheCurrentDirectory() {
    let resolved = FilePaths.absolute("x/y.toml")
    #expect(resolved.hasPrefix("/"))
    #expect(resolved.hasSuffix("/x/y.toml"))
}
