import Glibc
@testable import Settings

/// The errors of a config parse, each as `path:LINE:COL: message`; empty on success.
func configErrors(_ text: String, path: String = "c.toml") -> [String] {
    descriptions(Config.parse(text: text, path: path))
}

/// The errors of a sidecar parse, each as `path:LINE:COL: message`; empty on success.
func sidecarErrors(_ text: String, path: String = "/media/a.mp3.playdeck.toml") -> [String] {
    descriptions(Sidecar.parse(text: text, path: path))
}

/// Error descriptions of a result, or [] when it succeeded.
func descriptions<Value>(_ result: Result<Value, SettingsErrors>) -> [String] {
    switch result {
    case .success: []
    case let .failure(errors): errors.errors.map(\.description)
    }
}

/// A fresh directory under /tmp, for tests that read real files; removed with everything in it
/// when the last reference goes.
final class TemporaryDirectory {
    let path: String

    init() throws {
        var template = Array("/tmp/playdeck-settings-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { throw TestFileError(message: "mkdtemp failed") }
        path = String(cString: made)
    }

    deinit {
        Self.removeTree(path)
    }

    /// Removes a directory and what is in it, without following symbolic links.
    private static func removeTree(_ folder: String) {
        if let stream = opendir(folder) {
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
                if name == "." || name == ".." { continue }
                let child = folder + "/" + name
                if entry.pointee.d_type == UInt8(DT_DIR) { removeTree(child) } else { remove(child) }
            }
            closedir(stream)
        }
        remove(folder)
    }

    /// Writes bytes to a file in the directory (creating folders on the way) and returns its path.
    @discardableResult
    func write(_ bytes: [UInt8], to name: String) throws -> String {
        let file = path + "/" + name
        var folder = ""
        for part in name.split(separator: "/").dropLast() {
            folder += "/" + part
            mkdir(path + folder, 0o755)
        }
        guard let handle = fopen(file, "wb") else { throw TestFileError(message: "cannot create \(file)") }
        defer { fclose(handle) }
        guard fwrite(bytes, 1, bytes.count, handle) == bytes.count else { throw TestFileError(message: "short write") }
        return file
    }

    /// Writes text as UTF-8.
    @discardableResult
    func write(_ text: String, to name: String) throws -> String {
        try write(Array(text.utf8), to: name)
    }
}

/// A file's bytes, read without the code under test.
func readBytes(atPath path: String) throws -> [UInt8] {
    guard let handle = fopen(path, "rb") else { throw TestFileError(message: "cannot open \(path)") }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
        let count = fread(&buffer, 1, buffer.count, handle)
        if count == 0 { return bytes }
        bytes += buffer[0..<count]
    }
}

struct TestFileError: Error {
    let message: String
}
