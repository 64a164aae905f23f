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

    /// The songs a worker read ahead are those the loop would read, kept only while the library
    /// is as it was when they were asked for.
    @Test func songsReadAheadAreKeptUnlessTheLibraryChangedSince() throws {
        let music = try Fixtures.musicFolder([.init("B/02.ogg", ["title": "2"]), .init("A/01.flac", ["title": "1"]),
                                              .init("A/Sub/03.mp3", ["title": "3"])])
        let data = try TestWorld.makeFolder(prefix: "pddb") + "/library.db"
        let index = try LibraryIndex(path: data)
        try index.addFolder(music)
        _ = try LibraryScanner(index: index).scan([music])
        let database = MPDLibraryDatabase(databasePath: data)
        database.preload()
        try Self.waitReadable(database.preloadDescriptor)
        database.preloadDidFinish()
        #expect(database.preloadsKept == 1)
        let fresh = MPDLibraryDatabase(databasePath: data)
        #expect(try database.songs() == fresh.songs())
        #expect(try database.inWalkOrder(database.songs()) == fresh.inWalkOrder(fresh.songs()))
        #expect(try database.songs(matching: MPDFilterParser(foldCase: false).parse(["(title == '3')"])).map(\.uri) == ["A/Sub/03.mp3"])

        // A scan writes after the reading was asked for: the reading is stale.
        database.preload()
        try FileManager.default.copyItem(atPath: music + "/A/01.flac", toPath: music + "/A/04.flac")
        _ = try LibraryScanner(index: index).scan([music])
        try Self.waitReadable(database.preloadDescriptor)
        database.preloadDidFinish()
        #expect(database.preloadsKept == 1)
        #expect(try database.songs().map(\.uri).contains("A/04.flac"))
    }

    static func waitReadable(_ descriptor: Int32) throws {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        try #require(poll(&entry, 1, 10_000) == 1, "the worker's reading never came")
    }
}
