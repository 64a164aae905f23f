import FileIO

/// The audio output a person last chose, by mpv's name for it, in
/// `$XDG_STATE_HOME/playdeck/audio-device`: written atomically, read at the next start.
public struct AudioDeviceStore: Sendable {
    /// The file holding the name.
    public let path: String
    /// The folder it is in, created (0700) when first written.
    public let directory: String

    /// A store in `directory`.
    public init(directory: String) {
        self.directory = directory
        path = directory + "/audio-device"
    }

    /// The store in `$XDG_STATE_HOME/playdeck`, else `~/.local/state/playdeck`.
    /// Opening it removes the temporary files of writes killed halfway.
    public static func standard(environment: [String: String]) -> AudioDeviceStore? {
        ResumeStore.stateFolder(environment: environment).map { folder in
            let store = AudioDeviceStore(directory: folder)
            AtomicFile.removeStaleTemporaries(in: store.directory)
            return store
        }
    }

    /// The largest file the store reads back, and so writes.
    static let sizeLimit = 1 << 12

    /// The name last chosen; nil when none was, or the file is not one this store wrote.
    public func device() -> String? {
        guard case let .success(text) = FileText.read(path, limit: Self.sizeLimit) else { return nil }
        let line = text.split(separator: "\n").first { $0.hasPrefix("device=") }
        return line.map { String($0.dropFirst(7)) }.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Remembers a name; atomic (temporary file, fsync, rename, fsync of the folder).
    public func save(_ name: String) throws(FileError) {
        try AtomicFile.write("device=\(name)\n", to: path, creatingDirectory: directory, limit: Self.sizeLimit)
    }
}
