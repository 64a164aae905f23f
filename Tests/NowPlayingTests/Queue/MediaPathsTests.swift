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

    @Test func aFolderWithoutMediaIsAProblemWithAReason() throws {
        let folder = try Fixtures.folder(named: "empty")
        #expect(MediaPaths.expand(folder) == .problem("no media files in this folder"))
    }

    @Test func naturalOrderComparesDigitRunsAsNumbersAndIgnoresCase() {
        let sorted = ["track 10", "Track 2", "track 1", "Track 02b", "alpha"].sorted(by: MediaPaths.naturalOrder)
        #expect(sorted == ["alpha", "track 1", "Track 2", "Track 02b", "track 10"])
    }
}
