import Foundation
@testable import MusicLibrary
import Testing
import TestSupport

@Suite struct LibraryIndexTests {
    static func databasePath() throws -> String {
        try TestWorld.makeFolder(prefix: "pddb") + "/playdeck/library.db"
    }

    @Test func aNewDatabaseIsMadeInWALModeWithItsFolders() throws {
        let path = try Self.databasePath()
        let index = try LibraryIndex(path: path)
        #expect(index.notice == nil)
        #expect(try index.folders() == [])
        let mode = try ProcessRunner.run("/usr/bin/sqlite3", [path, "PRAGMA journal_mode"])
        #expect(mode.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "wal")
    }

    @Test func aCorruptDatabaseIsSetAsideAndRebuiltWithOneNotice() throws {
        let path = try Self.databasePath()
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let garbage = Data((0..<8192).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try garbage.write(to: URL(fileURLWithPath: path))
        let index = try LibraryIndex(path: path)
        let notice = try #require(index.notice)
        #expect(notice.contains("corrupt") && notice.contains("library.db.corrupt-"))
        let folder = (path as NSString).deletingLastPathComponent
        let aside = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasPrefix("library.db.corrupt-") }
        #expect(aside.count == 1)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + aside[0])) == garbage)
        try index.addFolder("/music")
        #expect(try index.folders() == ["/music"])
        #expect(try LibraryIndex(path: path).notice == nil, "the rebuilt database is sound")
    }

    /// The backup was named to the second: the second corruption renamed over the first backup.
    @Test func twoCorruptionsInOneSecondKeepBothBackups() throws {
        let path = try Self.databasePath()
        let folder = (path as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let now = time(nil)
        var asides: [String] = []
        for round in 0..<3 {
            try Data("garbage \(round)".utf8).write(to: URL(fileURLWithPath: path))
            try Data("wal \(round)".utf8).write(to: URL(fileURLWithPath: path + "-wal"))
            asides.append(try LibraryIndex.setAside(path, at: now))
        }
        #expect(Set(asides).count == 3, "\(asides)")
        #expect(asides[1] == asides[0] + "-2")
        for (round, aside) in asides.enumerated() {
            #expect(try String(contentsOfFile: aside, encoding: .utf8) == "garbage \(round)")
            #expect(try String(contentsOfFile: aside + "-wal", encoding: .utf8) == "wal \(round)")
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func aDatabaseWhosePagesDoNotAddUpIsFoundCorruptOnOpening() throws {
        let (folder, path) = try LibraryFixture.make()
        do {
            let index = try LibraryIndex(path: path)
            try index.addFolder(folder)
            _ = try LibraryScanner(index: index).scan([folder])
            try index.connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        }
        // Scribble over the middle of the file: its header stays valid, a b-tree page does not.
        let handle = try #require(FileHandle(forUpdatingAtPath: path))
        let size = try handle.seekToEnd()
        try handle.seek(toOffset: size / 2)
        try handle.write(contentsOf: Data(repeating: 0xA5, count: 4096))
        try handle.close()
        let index = try LibraryIndex(path: path)
        #expect(index.notice?.contains("corrupt") == true)
        #expect(try index.folders() == [])
    }

    @Test func anotherWritersLockIsWaitedForBrieflyThenReportedBusy() throws {
        let path = try Self.databasePath()
        let index = try LibraryIndex(path: path, busyMilliseconds: 300)
        let holder = try LiveProcess("/usr/bin/python3", ["-c", """
            import sqlite3, sys
            db = sqlite3.connect(sys.argv[1], isolation_level=None)
            db.execute("BEGIN IMMEDIATE")
            print("locked", flush=True)
            sys.stdin.readline()
            """, path])
        defer { holder.stop() }
        #expect(holder.wait { holder.stdoutLines.contains("locked") })
        let track = LibraryTrack(path: "/music/a.mp3", title: "A")
        #expect(throws: LibraryError(.busy, "database is locked")) {
            try index.write([(track, FileStamp(size: 1, modified: 1))])
        }
        holder.send(line: "done")
        #expect(holder.waitForExit() == 0)
        try index.write([(track, FileStamp(size: 1, modified: 1))])
        #expect(try index.statistics().tracks == 1)
    }

    @Test func removingAFolderDropsItsTracksButNotThoseOfAFolderBesideItWithTheSamePrefix() throws {
        let index = try LibraryIndex(path: try Self.databasePath())
        for folder in ["/m/a", "/m/ab"] { try index.addFolder(folder) }
        let stamp = FileStamp(size: 1, modified: 1)
        try index.write([(LibraryTrack(path: "/m/a/1.mp3", title: "1"), stamp), (LibraryTrack(path: "/m/ab/2.mp3", title: "2"), stamp),
                         (LibraryTrack(path: "/m/a/sub/3.mp3", title: "3"), stamp)])
        #expect(try index.removeFolder("/m/a") == 2)
        #expect(try index.folders() == ["/m/ab"])
        #expect(Array(try index.stamps(under: "/m").keys) == ["/m/ab/2.mp3"])
    }
}
