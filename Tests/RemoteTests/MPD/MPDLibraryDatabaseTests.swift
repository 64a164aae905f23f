import Foundation
import MusicLibrary
import Testing
import TestSupport
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

    @Test func updateScansTheFolderAPathNamesInsideTheLibraryAndNothingOutside() throws {
        // Two library folders: the music directory is the folder holding both, with a third beside them.
        let music = try Fixtures.musicFolder([.init("Rock/A/01.flac", ["title": "1"]), .init("Jazz/B/02.ogg", ["title": "2"]),
                                              .init("Other/03.mp3", ["title": "3"])])
        let data = try TestWorld.makeFolder(prefix: "pddb") + "/library.db"
        let index = try LibraryIndex(path: data)
        for folder in ["Rock", "Jazz"] { try index.addFolder(music + "/" + folder) }
        _ = try LibraryScanner(index: index).scan([music + "/Rock", music + "/Jazz"])
        let database = MPDLibraryDatabase(databasePath: data)
        #expect(database.directory == music)
        #expect(database.folders(toUpdate: "") == [music + "/Jazz", music + "/Rock"])
        #expect(database.folders(toUpdate: "Rock/A") == [music + "/Rock/A"])
        #expect(database.folders(toUpdate: "Rock/A/01.flac") == [music + "/Rock/A"])
        #expect(database.folders(toUpdate: "Rock/Nothing").isEmpty)
        #expect(database.folders(toUpdate: "Other").isEmpty, "a folder outside the library is not added by update")
    }
}
