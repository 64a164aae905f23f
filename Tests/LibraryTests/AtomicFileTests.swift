import EventLoop
import FileIO
import Foundation
import Glibc
import Testing
import TestSupport
@testable import Library

/// Writes that cannot happen say why in the system's words, and leave nothing behind.
@Suite struct AtomicFileTests {
    @Test func aFolderThatCannotBeMadeIsRefusedSayingWhy() throws {
        let blocker = try Fixtures.file(named: "atomic-file-blocker", bytes: [1])
        let folder = blocker + "/inside"
        #expect(throws: FileError.system(SystemError("mkdir \(folder)", code: ENOTDIR))) {
            try AtomicFile.write("text", to: folder + "/file", creatingDirectory: folder, limit: 1 << 20)
        }
        #expect(FileError.system(SystemError("mkdir \(folder)", code: ENOTDIR)).description == "Not a directory")
    }

    @Test func aFileThatCannotBeCreatedIsRefusedAndNothingIsLeftBehind() throws {
        let folder = Fixtures.directory + "/atomic-file-\(UUID().uuidString)"
        let path = folder + "/" + String(repeating: "n", count: 300)  // longer than a name may be
        #expect(throws: FileError.system(SystemError("mkstemp \(path)", code: ENAMETOOLONG))) {
            try AtomicFile.write("text", to: path, creatingDirectory: folder, limit: 1 << 20)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func theTextArrivesWhole() throws {
        let folder = Fixtures.directory + "/atomic-file-\(UUID().uuidString)"
        let text = String(repeating: "line of text\n", count: 100_000)
        try AtomicFile.write(text, to: folder + "/file", creatingDirectory: folder, limit: 1 << 21)
        #expect(try String(contentsOfFile: folder + "/file", encoding: .utf8) == text)
    }
}

/// A kill between mkstemp and rename left `NAME.tmp-XXXXXX` behind, and nothing ever removed it.
@Suite struct StaleTemporaryTests {
    /// Each store's folder under a fresh state folder, and the call that opens the store.
    static let stores: [(folder: String, open: @Sendable ([String: String]) -> Void)] = [
        ("playdeck/bookmarks", { _ = BookmarkStore.standard(environment: $0) }),
        ("playdeck/resume", { _ = ResumeStore.standard(environment: $0) }),
        ("playdeck", { _ = AudioDeviceStore.standard(environment: $0) }),
    ]

    @Test(arguments: 0..<3)
    func openingAStoreRemovesTheTemporariesOfKilledWritesOnly(store: Int) throws {
        let state = Fixtures.directory + "/stale-\(UUID().uuidString)"
        let folder = state + "/" + Self.stores[store].folder
        try AtomicFile.makeDirectories(folder)
        let stale = ["0123456789abcdef.tmp-Ab12Cd", "audio-device.tmp-zzzzzz"].map { folder + "/" + $0 }
        let kept = ["0123456789abcdef", "notes.tmp-short", "live.tmp-Locked"].map { folder + "/" + $0 }
        for path in stale + kept { #expect(FileManager.default.createFile(atPath: path, contents: Data("x".utf8))) }
        // A write in progress in another player holds its file locked.
        let live = open(kept[2], O_RDONLY | O_CLOEXEC)
        try #require(live >= 0)
        defer { close(live) }
        try #require(flock(live, LOCK_EX) == 0)
        Self.stores[store].open(["XDG_STATE_HOME": state])
        for path in stale { #expect(!FileManager.default.fileExists(atPath: path), "\(path)") }
        for path in kept { #expect(FileManager.default.fileExists(atPath: path), "\(path)") }
    }

    @Test func aWriteInProgressIsNotRemoved() throws {
        let folder = Fixtures.directory + "/stale-\(UUID().uuidString)"
        try AtomicFile.write("first", to: folder + "/file", creatingDirectory: folder, limit: 100)
        AtomicFile.removeStaleTemporaries(in: folder)
        #expect(try String(contentsOfFile: folder + "/file", encoding: .utf8) == "first")
        #expect(throws: FileError.wouldBeTooLarge(limit: 3)) { try AtomicFile.write("four", to: folder + "/file", creatingDirectory: folder, limit: 3) }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["file"])
    }
}
