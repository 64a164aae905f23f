import EventLoop
import FileIO
import Foundation
import Testing
import TestSupport

/// Whole files read to the end, refused past the limit, and failures told by errno.
@Suite struct FileReaderTests {
    /// A file holding exactly `bytes`, in a folder of its own.
    static func file(_ bytes: [UInt8]) throws -> String {
        let folder = Fixtures.directory + "/file-reader-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = folder + "/file"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aFileIsReadByteForByteAcrossManyReads() throws {
        // Not a whole number of the reader's 64 KiB chunks.
        let bytes = Fixtures.noise(count: 200_003, seed: 7)
        #expect(FileReader.read(path: try Self.file(bytes), limit: 1 << 20) == .success(bytes))
    }

    @Test func anEmptyFileIsNoBytesNotAnError() throws {
        #expect(FileReader.read(path: try Self.file([]), limit: 1 << 20) == .success([]))
        #expect(FileReader.read(path: try Self.file([]), limit: 0) == .success([]))
    }

    @Test(arguments: [0, 1000, 1 << 16, 3 << 16])
    func aFileOfTheLimitIsReadAndOneByteMoreIsRefused(limit: Int) throws {
        let bytes = Fixtures.noise(count: limit + 1, seed: UInt64(limit) + 1)
        #expect(FileReader.read(path: try Self.file(Array(bytes.dropLast())), limit: limit) == .success(Array(bytes.dropLast())))
        let refused = FileReader.read(path: try Self.file(bytes), limit: limit)
        #expect(refused == .failure(.tooLarge(limit: limit)))
        let words = [0: "0 bytes", 1000: "1000 bytes", 1 << 16: "64 KiB", 3 << 16: "192 KiB"]
        #expect(refused.failure?.description == "larger than \(words[limit] ?? "?")")
    }

    @Test func aFileFarOverTheLimitIsRefusedWithoutReadingItAll() throws {
        // /dev/zero never ends: only stopping at the limit lets this return.
        let zero = open("/dev/zero", O_RDONLY | O_CLOEXEC)
        try #require(zero >= 0)
        defer { close(zero) }
        #expect(FileReader.read(descriptor: zero, name: "/dev/zero", limit: 100_000) == .failure(.tooLarge(limit: 100_000)))
    }

    @Test func aDeviceIsNotReadByName() {
        #expect(FileReader.read(path: "/dev/zero", limit: 100_000) == .failure(.notRegularFile))
    }

    /// Before O_NONBLOCK, open(2) waited here for a writer that never came: the test never ended.
    @Test func aFIFOIsRefusedWithoutWaitingForAWriter() throws {
        let fifo = try Self.file([]) + ".fifo"
        try #require(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let result = FileReader.read(path: fifo, limit: 1 << 20)
        #expect(result == .failure(.notRegularFile))
        #expect(result.failure?.description == "not a regular file")
    }

    @Test func aMissingFileIsENOENTInTheSystemsWords() throws {
        let missing = try Self.file([]) + "-gone"
        let result = FileReader.read(path: missing, limit: 1 << 20)
        #expect(result == .failure(.system(SystemError("open \(missing)", code: ENOENT))))
        #expect(result.failure?.description == "No such file or directory")
    }

    @Test func aDirectoryOpensButCannotBeRead() throws {
        let folder = URL(fileURLWithPath: try Self.file([])).deletingLastPathComponent().path
        let result = FileReader.read(path: folder, limit: 1 << 20)
        #expect(result == .failure(.system(SystemError("read \(folder)", code: EISDIR))))
        #expect(result.failure?.description == "Is a directory")
    }
}

extension Result {
    /// The error, if this is a failure.
    var failure: Failure? {
        if case let .failure(error) = self { return error }
        return nil
    }
}
