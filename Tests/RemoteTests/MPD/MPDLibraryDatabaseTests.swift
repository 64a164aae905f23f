import Testing
@testable import Remote

@Suite struct MPDLibraryDatabaseTests {
    @Test func theMusicDirectoryIsTheOneFolderOrTheDeepestHoldingThemAll() {
        #expect(MPDLibraryDatabase.commonAncestor(["/home/a/Music"]) == "/home/a/Music")
        #expect(MPDLibraryDatabase.commonAncestor(["/home/a/Music/Rock", "/home/a/Music/Jazz", "/home/a/Musicals"]) == "/home/a")
        #expect(MPDLibraryDatabase.commonAncestor(["/mnt/x", "/home/a"]) == "/")
        #expect(MPDLibraryDatabase.commonAncestor([]) == "/")
    }

    @Test func urisAreRelativeInsideTheMusicDirectoryAndAbsoluteOutside() {
        let database = MPDLibraryDatabase(databasePath: "/nonexistent/library.db", musicDirectory: "/m/")
        #expect(database.uri(forPath: "/m/A/01.flac") == "A/01.flac")
        #expect(database.uri(forPath: "/mx/01.flac") == "/mx/01.flac")
        #expect(database.path(forURI: "A/01.flac") == "/m/A/01.flac")
        #expect(database.path(forURI: "/other/01.flac") == "/other/01.flac")
        #expect(database.path(forURI: "http://x/y") == nil)
    }
}
