import EventLoop
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
            try AtomicFile.write("text", to: folder + "/file", creatingDirectory: folder)
        }
        #expect(FileError.system(SystemError("mkdir \(folder)", code: ENOTDIR)).description == "Not a directory")
    }

    @Test func aFileThatCannotBeCreatedIsRefusedAndNothingIsLeftBehind() throws {
        let folder = Fixtures.directory + "/atomic-file-\(UUID().uuidString)"
        let path = folder + "/" + String(repeating: "n", count: 300)  // longer than a name may be
        #expect(throws: FileError.system(SystemError("mkstemp \(path)", code: ENAMETOOLONG))) {
            try AtomicFile.write("text", to: path, creatingDirectory: folder)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func theTextArrivesWhole() throws {
        let folder = Fixtures.directory + "/atomic-file-\(UUID().uuidString)"
        let text = String(repeating: "line of text\n", count: 100_000)
        try AtomicFile.write(text, to: folder + "/file", creatingDirectory: folder)
        #expect(try String(contentsOfFile: folder + "/file", encoding: .utf8) == text)
    }
}
