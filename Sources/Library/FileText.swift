import FileIO
import Glibc

/// Reads small text files without Foundation.
enum FileText {
    /// The file's text, or the system's reason it cannot be read. Larger than `limit`: refused.
    static func read(_ path: String, limit: Int = 64 << 20) -> Result<String, FileError> {
        text(FileReader.read(path: path, limit: limit))
    }

    /// Standard input's text, a pipe's too (read until its writer closes).
    static func readStandardInput(limit: Int = 64 << 20) -> Result<String, FileError> {
        text(FileReader.read(descriptor: STDIN_FILENO, name: "standard input", limit: limit))
    }

    private static func text(_ read: Result<[UInt8], FileReadError>) -> Result<String, FileError> {
        switch read {
        case let .success(bytes): .success(String(decoding: bytes, as: UTF8.self))
        case let .failure(.system(error)): .failure(.system(error))
        case let .failure(.tooLarge(limit)): .failure(.tooLarge(limit: limit))
        case .failure(.notRegularFile): .failure(.notRegularFile)
        }
    }

    /// A limit in whole MiB or KiB where it is one, else in bytes.
    static func sizeText(_ bytes: Int) -> String {
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
