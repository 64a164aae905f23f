import FileIO

/// Reads small text files without Foundation.
enum FileText {
    /// The file's text, or the system's reason it cannot be read. Larger than `limit`: refused.
    static func read(_ path: String, limit: Int = 64 << 20) -> Result<String, FileError> {
        switch FileReader.read(path: path, limit: limit) {
        case let .success(bytes): .success(String(decoding: bytes, as: UTF8.self))
        case let .failure(.system(error)): .failure(.system(error))
        case let .failure(.tooLarge(limit)): .failure(.tooLarge(limit: limit))
        }
    }

    /// A limit in whole MiB or KiB where it is one, else in bytes.
    static func sizeText(_ bytes: Int) -> String {
        if bytes >= 1 << 20 && bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10 && bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
