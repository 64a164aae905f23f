import FileIO
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

        /// ENOENT is `missing`, and so is ENAMETOOLONG: a sidecar named after a media file whose
        /// name is already near NAME_MAX cannot exist. Any other failure says why in the system's words.
        init(_ error: FileError) {
            self = switch error {
            case let .system(failure) where failure.code == ENOENT || failure.code == ENAMETOOLONG: .missing
            case .tooLarge: .unreadable("the file is \(error)")
            default: .unreadable(error.description)
            }
        }
    }

    /// Settings files are small; anything bigger is almost certainly not one.
    static let sizeLimit = 16 << 20

    /// The file as text.
    static func text(atPath path: String) -> Result<String, ReadError> {
        FileReader.read(path: path, limit: sizeLimit)
            .mapError(ReadError.init)
            .flatMap { bytes in UTF8Text.decode(bytes).mapError(ReadError.notUTF8) }
    }
}
