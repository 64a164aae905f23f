import Foundation
import EventLoop
import Glibc
import Testing
import TestSupport
@testable import MusicLibrary

/// A folder added by a running player: scanned on a worker that wakes the loop with what it
/// says, the same scan as `playdeck library add`, its result in one line.
@Suite struct FolderAddingTests {
    @Test func theWorkerAddsTheFolderAndSaysHowManyTracksInOneLine() throws {
        let (folder, database) = try LibraryFixture.make()
        let adding = try #require(FolderAdding(folder, shown: "~/Music", databasePath: database))
        var reports: [FolderAdding.Report] = []
        var entry = pollfd(fd: adding.descriptor, events: Int16(POLLIN), revents: 0)
        let end = EventLoop.now() + 20
        while !reports.contains(where: { if case .ended = $0 { true } else { false } }), EventLoop.now() < end {
            _ = poll(&entry, 1, 1000)
            reports += adding.take()
        }
        #expect(reports == [.reading(11), .ended("Added 11 tracks from ~/Music")])
        #expect(try LibraryReader(path: database).artists().map(\.name).contains("Seeds"))
    }

    @Test func aFolderInsideTheLibrarysIsScannedAgainNotAddedBesideIt() throws {
        let (folder, database) = try LibraryFixture.make()
        _ = FolderAdding.add(folder, shown: "~/Music", databasePath: database) { _ in }
        let inside = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).sorted().first)
        let line = FolderAdding.add(folder + "/" + inside, shown: inside, databasePath: database) { _ in }
        #expect(line == "Added 0 tracks from \(inside)")
        #expect(try LibraryIndex(path: database).folders() == [folder])
    }

    @Test func aFolderThatIsNotThereIsOneLineAndNothingIsMade() throws {
        let database = try TestWorld.makeFolder(prefix: "pddb") + "/playdeck/library.db"
        let line = FolderAdding.add("/nonexistent/music", shown: "/nonexistent/music", databasePath: database) { _ in
            Issue.record("nothing is read")
        }
        #expect(line == "Cannot add /nonexistent/music to the library: /nonexistent/music: No such file or directory")
        #expect(access(database, F_OK) != 0)
    }

    @Test func countsAreGroupedByThousands() {
        #expect([0, 12, 999, 1000, 1234, 100_000, 1_234_567].map(FolderAdding.grouped)
            == ["0", "12", "999", "1,000", "1,234", "100,000", "1,234,567"])
    }
}
