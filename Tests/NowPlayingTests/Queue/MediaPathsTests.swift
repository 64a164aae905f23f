import Foundation
import NowPlaying
import Testing
import TestSupport

/// Arguments become queue items: URLs stay, folders become their media in natural order.
@Suite struct MediaPathsTests {
    @Test func urlsAndFilesStayAsTheyAre() {
        #expect(MediaPaths.expand("https://example.com/a.mp3") == .targets(["https://example.com/a.mp3"]))
        #expect(MediaPaths.expand("/nonexistent/x.mp3") == .targets(["/nonexistent/x.mp3"]))
    }

    @Test func aFolderBecomesItsMediaFilesInNaturalOrderSubfoldersAfter() throws {
        let folder = try Fixtures.folder(named: "walk")
        try FileManager.default.createDirectory(atPath: folder + "/Disc 2", withIntermediateDirectories: true)
        for name in ["Track 10.mp3", "Track 2.flac", "notes.txt", ".hidden.mp3", "Disc 2/Track 1.ogg"] {
            _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data())
        }
        #expect(MediaPaths.expand(folder) == .targets([
            folder + "/Track 2.flac", folder + "/Track 10.mp3", folder + "/Disc 2/Track 1.ogg",
        ]))
    }

    /// Issue #29: `All -> .` queued each file 32 times.
    @Test func aLinkToTheFolderItselfGivesEachFileOnce() throws {
        let folder = try Fixtures.folder(named: "linked-self")
        try FileManager.default.createDirectory(atPath: folder + "/A", withIntermediateDirectories: true)
        for name in ["a.mp3", "A/b.mp3"] { _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data()) }
        try FileManager.default.createSymbolicLink(atPath: folder + "/All", withDestinationPath: ".")
        #expect(MediaPaths.expand(folder) == .targets([folder + "/a.mp3", folder + "/A/b.mp3"]))
    }

    /// Issue #29: two `up -> ..` links queued 196,605 items in 12 s at full CPU.
    @Test func linksBackUpTheTreeGiveEachFileOnce() throws {
        let folder = try Fixtures.folder(named: "linked-up")
        for sub in ["A", "B"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder + "/\(sub)/up", withDestinationPath: "..")
        }
        for name in ["a.mp3", "A/b.mp3", "B/c.mp3"] { _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data()) }
        #expect(MediaPaths.expand(folder) == .targets([folder + "/a.mp3", folder + "/A/b.mp3", folder + "/B/c.mp3"]))
    }

    @Test func aFolderWithoutMediaIsAProblemWithAReason() throws {
        let folder = try Fixtures.folder(named: "empty")
        #expect(MediaPaths.expand(folder) == .problem("no media files in this folder"))
    }
}
