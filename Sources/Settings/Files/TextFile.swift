import Glibc

/// Reads a settings file into a String, with errors a person can act on.
enum TextFile {
    /// Why a file could not be read.
    enum ReadError: Error, Equatable {
        /// There is no file at the path.
        case missing
        /// The file exists but reading it failed; the sentence says why.
        case unreadable(String)
        /// The file is not UTF-8 text.
        case notUTF8(UTF8Text.Invalid)

        /// The error as the user sees it; `missingMessage` says what was missing ("no such config file").
        func settingsErrors(path: String, missingMessage: String) -> SettingsErrors {
            let error = switch self {
            case .missing: SettingsError(path: path, position: nil, message: missingMessage)
            case let .unreadable(reason): SettingsError(path: path, position: nil, message: "cannot read: \(reason)")
            case let .notUTF8(invalid): SettingsError(path: path, position: invalid.position, message: invalid.message)
            }
            return SettingsErrors(error)
        }
    }

    /// Settings files are small; anything bigger is almost certainly not one.
    static let sizeLimit = 16 << 20

    /// The file's bytes.
    static func bytes(atPath path: String) -> Result<[UInt8], ReadError> {
        let descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            return .failure(code == ENOENT ? .missing : .unreadable(describe(code)))
        }
        defer { Glibc.close(descriptor) }
        var contents: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return .success(contents) }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                return .failure(.unreadable(describe(code)))
            }
            contents.append(contentsOf: chunk[0..<count])
            if contents.count > sizeLimit {
                return .failure(.unreadable("the file is larger than \(sizeLimit >> 20) MiB"))
            }
        }
    }

    /// The file as text.
    static func text(atPath path: String) -> Result<String, ReadError> {
        bytes(atPath: path).flatMap { bytes in UTF8Text.decode(bytes).mapError(ReadError.notUTF8) }
    }

    private static func describe(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
