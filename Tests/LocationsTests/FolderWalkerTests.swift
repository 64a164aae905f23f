import Foundation
import Locations
import Testing
import TestSupport

/// One walker for the queue and the library: each folder once however many links lead to it.
@Suite struct FolderWalkerTests {
    static func touch(_ paths: [String], in folder: String) {
        for name in paths { _ = FileManager.default.createFile(atPath: folder + "/" + name, contents: Data()) }
    }

    @Test func linksBackUpTheTreeAndToItselfGiveEachFileOnceAndAreSaid() throws {
        let folder = try Fixtures.folder(named: "walker-loops")
        for sub in ["A", "B"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
            try FileManager.default.createSymbolicLink(atPath: folder + "/\(sub)/up", withDestinationPath: "..")
        }
        try FileManager.default.createSymbolicLink(atPath: folder + "/All", withDestinationPath: ".")
        Self.touch(["1.mp3", "A/2.mp3", "B/3.mkv"], in: folder)
        var walker = FolderWalker(.media)
        walker.walk(folder)
        #expect(walker.files.map(\.path) == [folder + "/1.mp3", folder + "/A/2.mp3", folder + "/B/3.mkv"])
        #expect(walker.folders == [folder, folder + "/A", folder + "/B"])
        #expect(walker.problems.count == 3 && walker.problems.allSatisfy { $0.contains("a loop; skipped") }, "\(walker.problems)")
    }

    @Test func filesComeInNaturalOrderBeforeTheirSubfoldersAndTheLibraryTakesOnlyMusic() throws {
        let folder = try Fixtures.folder(named: "walker-order")
        try FileManager.default.createDirectory(atPath: folder + "/Disc 10", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder + "/Disc 2", withIntermediateDirectories: true)
        Self.touch(["Track 10.flac", "Track 2.mp3", "clip.mp4", "notes.txt", ".hidden.mp3", "Disc 10/a.ogg", "Disc 2/b.tak"],
                   in: folder)
        var media = FolderWalker(.media)
        media.walk(folder)
        #expect(media.files.map(\.path) == ["clip.mp4", "Track 2.mp3", "Track 10.flac", "Disc 2/b.tak", "Disc 10/a.ogg"]
            .map { folder + "/" + $0 })
        var music = FolderWalker(.audio)
        music.walk(folder)
        #expect(music.files.map(\.path) == ["Track 2.mp3", "Track 10.flac", "Disc 2/b.tak", "Disc 10/a.ogg"].map { folder + "/" + $0 })
    }
}
