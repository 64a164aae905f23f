import EventLoop
import FileIO
import Glibc
import Testing
import TestSupport
@testable import Library

/// Small text files: the limit a refusal names is the one that applied, in its own unit.
@Suite struct FileTextTests {
    @Test func aFileOverTheLimitIsRefusedNamingTheLimit() throws {
        let path = try Fixtures.file(named: "file-text-70k.txt", bytes: [UInt8](repeating: 0x61, count: 70_000))
        #expect(FileText.read(path, limit: 64 << 10) == .failure(.tooLarge(limit: 64 << 10)))
        #expect(FileText.read(path, limit: 64 << 10).failure?.description == "larger than 64 KiB")
        #expect(try FileText.read(path, limit: 70_000).get().count == 70_000)
    }

    @Test func aMissingFileIsRefusedInTheSystemsWords() throws {
        let path = try Fixtures.file(named: "file-text-gone.txt", bytes: []) + "-gone"
        #expect(FileText.read(path) == .failure(.system(SystemError("open \(path)", code: ENOENT))))
        #expect(FileText.read(path).failure?.description == "No such file or directory")
    }
}

private extension Result {
    var failure: Failure? {
        if case let .failure(error) = self { return error }
        return nil
    }
}
