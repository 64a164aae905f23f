import EventLoop
import Foundation
import MusicLibrary
import Testing
import TestSupport

/// A library written by an older PlayDeck: its tracks are dropped with its tables, and the next
/// player's watcher reads its folders again, so that a person who upgraded finds it as it was.
@Suite struct LibraryUpgradeTests {
    @Test func anOlderVersionsLibraryIsReadAgainByTheWatcherWithoutARescan() throws {
        let (folder, database) = try LibraryFixture.make()
        do {
            let index = try LibraryIndex(path: database)
            try index.addFolder(folder)
            _ = try LibraryScanner(index: index).scan([folder])
        }
        #expect(try LibraryReader(path: database).search(LibraryQuery("harbour")).map(\.title) == ["Harbour"])
        // What an older PlayDeck left: the same file at an earlier schema version.
        let older = try ProcessRunner.run("/usr/bin/sqlite3", [database, "PRAGMA user_version=2"])
        try #require(older.status == 0, "\(older.stderr)")

        try Self.expectReadAgain(database)
    }

    @Test func aPlayerKilledBeforeReadingTheFoldersAgainReadsThemAtItsNextStart() throws {
        let (folder, database) = try LibraryFixture.make()
        do {
            let index = try LibraryIndex(path: database)
            try index.addFolder(folder)
            _ = try LibraryScanner(index: index).scan([folder])
        }
        let older = try ProcessRunner.run("/usr/bin/sqlite3", [database, "PRAGMA user_version=2"])
        try #require(older.status == 0, "\(older.stderr)")
        // The upgrade (the tracks dropped), then the player gone before its watcher read anything.
        do {
            let upgraded = try LibraryIndex(path: database)
            #expect(upgraded.wasEmptied)
        }
        #expect(try LibraryReader(path: database).search(LibraryQuery("harbour")).isEmpty)
        try Self.expectReadAgain(database)
        #expect(try !LibraryIndex(path: database).wasEmptied, "read again once, not at every start")
    }

    /// Starts a watcher on `database` and waits for it to have read every fixture file again.
    private static func expectReadAgain(_ database: String) throws {
        let watcher = try #require(LibraryWatcher(databasePath: database))
        let loop = EventLoop()
        var applied = 0
        loop.watch(watcher.descriptor) { watcher.readEvents() }
        loop.watch(watcher.appliedDescriptor) { applied += watcher.takeApplied().changes }
        watcher.start()
        let deadline = EventLoop.now() + 20
        while applied < LibraryFixture.files.count && EventLoop.now() < deadline { loop.runOnce(timeout: 0.2) }
        #expect(applied == LibraryFixture.files.count, "every file read again")
        #expect(try LibraryReader(path: database).search(LibraryQuery("harbour")).map(\.title) == ["Harbour"])
    }
}
