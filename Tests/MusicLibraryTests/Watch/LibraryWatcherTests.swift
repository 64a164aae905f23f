import EventLoop
import Foundation
import MusicLibrary
import Testing
import TestSupport

/// The watcher over a real folder, driven by a real loop: changes on disk reach the index.
@Suite struct LibraryWatcherTests {
    final class Watching {
        let folder: String
        let database: String
        let watcher: LibraryWatcher
        let loop = EventLoop()
        var applied = 0, jobs = 0

        init() throws {
            (folder, database) = try LibraryFixture.make()
            let index = try LibraryIndex(path: database)
            try index.addFolder(folder)
            _ = try LibraryScanner(index: index).scan([folder])
            watcher = try #require(LibraryWatcher(databasePath: database))
            loop.watch(watcher.descriptor) { [watcher] in watcher.readEvents() }
            loop.watch(watcher.appliedDescriptor) { [unowned self] in
                applied += watcher.takeApplied().changes
                jobs += 1
            }
            watcher.start()
            #expect(runUntil { self.jobs == 1 }, "the folders are watched")
        }

        /// Runs the loop until `condition` holds (the test waits; the loop only wakes on descriptors).
        func runUntil(_ condition: () -> Bool) -> Bool {
            let deadline = EventLoop.now() + 10
            while !condition() && EventLoop.now() < deadline { loop.runOnce(timeout: 0.2) }
            return condition()
        }

        func titles(_ query: String) throws -> [String] {
            try LibraryReader(path: database).search(LibraryQuery(query)).map(\.title)
        }
    }

    @Test func aFileWrittenIntoAWatchedFolderIsIndexedWithoutARescan() throws {
        let watching = try Watching()
        try Fixtures.addMusic([.init("Seeds/Wind/04.mp3", ["title": "Arrival", "artist": "Seeds", "album": "Wind"])],
                              to: watching.folder)
        #expect(watching.runUntil { (try? watching.titles("arrival")) == ["Arrival"] })
    }

    @Test func aFileRemovedOrMovedAwayLeavesTheIndex() throws {
        let watching = try Watching()
        try FileManager.default.removeItem(atPath: watching.folder + "/Seeds/Wind/03.ogg")
        #expect(watching.runUntil { (try? watching.titles("harbour")) == [] })
        try FileManager.default.moveItem(atPath: watching.folder + "/Korean", toPath: watching.folder + "/../elsewhere-\(UUID())")
        #expect(watching.runUntil { (try? watching.titles("바람")) == [] })
    }

    @Test func aFolderMovedInIsIndexedAndWatchedInTurn() throws {
        let watching = try Watching()
        let outside = try Fixtures.musicFolder([.init("Deep/Inner/01.flac", ["title": "Moved In", "artist": "Mover"])])
        try FileManager.default.moveItem(atPath: outside + "/Deep", toPath: watching.folder + "/Deep")
        #expect(watching.runUntil { (try? watching.titles("moved")) == ["Moved In"] })
        try Fixtures.addMusic([.init("Deep/Inner/02.mp3", ["title": "Later", "artist": "Mover"])], to: watching.folder)
        #expect(watching.runUntil { (try? watching.titles("later")) == ["Later"] })
    }
}
