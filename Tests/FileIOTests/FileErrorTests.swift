import EventLoop
import FileIO
import Glibc
import Testing

/// One file error for reading and writing: each says why in one line, the caller names the file.
@Suite struct FileErrorTests {
    @Test func limitsAreWordedInTheirLargestWholeUnit() {
        #expect(FileError.sizeText(64 << 20) == "64 MiB")
        #expect(FileError.sizeText(64 << 10) == "64 KiB")
        #expect(FileError.sizeText(1000) == "1000 bytes")
        #expect(FileError.sizeText(1536 << 10) == "1536 KiB")
    }

    @Test func everyCaseIsOneLine() {
        let errors: [FileError] = [
            .system(SystemError("open /a", code: EACCES)), .tooLarge(limit: 1 << 20), .wouldBeTooLarge(limit: 1 << 16),
            .keptUnreadable(.system(SystemError("open /a", code: EISDIR))), .notRegularFile,
        ]
        #expect(errors.map(\.description) == [
            "Permission denied", "larger than 1 MiB", "it would be larger than 64 KiB, more than is read back",
            "the file already saved cannot be read (Is a directory) and is kept as it is", "not a regular file",
        ])
        #expect(errors.allSatisfy { !$0.description.contains("\n") })
    }
}
