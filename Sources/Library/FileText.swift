import FileIO
import Glibc

/// Reads small text files without Foundation.
enum FileText {
    /// The file's text, or the system's reason it cannot be read. Larger than `limit`: refused.
    static func read(_ path: String, limit: Int = 64 << 20) -> Result<String, FileError> {
        FileReader.read(path: path, limit: limit).map(text)
    }

    /// Standard input's text, a pipe's too (read until its writer closes).
    static func readStandardInput(limit: Int = 64 << 20) -> Result<String, FileError> {
        FileReader.read(descriptor: STDIN_FILENO, name: "standard input", limit: limit).map(text)
    }

    private static func text(_ bytes: [UInt8]) -> String {
        String(decoding: bytes, as: UTF8.self)
    }
}
