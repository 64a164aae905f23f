import FileIO
import Glibc

/// Where unfinished items stopped, one small file per item in `$XDG_STATE_HOME/playdeck/resume`,
/// each written atomically so that a kill at any moment leaves the old or the new file, never half.
public struct ResumeStore: Sendable {
    /// Why an item's position was kept, written beside it so that the next start can tell,
    /// before anything is probed, whether the item still resumes.
    public enum Kept: Equatable, Sendable {
        /// The item lasts this many seconds: long enough to resume.
        case long(duration: Double)
        /// The item's genre tag, which a genre rule matched.
        case genre(String)
        /// A path rule matched the item's location.
        case path
    }

    /// A saved position and why it was kept; `kept` is nil in files written before the reason was.
    public struct Record: Equatable, Sendable {
        /// Where the item stopped, in media seconds.
        public var position: Double
        /// Why it was kept.
        public var kept: Kept?

        /// Creates a record.
        public init(position: Double, kept: Kept?) {
            self.position = position
            self.kept = kept
        }
    }

    /// The folder holding the positions.
    public let directory: String

    /// A store in `directory`, created (0700) when first written.
    public init(directory: String) {
        self.directory = directory
    }

    /// The store at `$XDG_STATE_HOME/playdeck/resume`, else `~/.local/state/playdeck/resume`.
    /// Opening it removes the temporary files of writes killed halfway.
    public static func standard(environment: [String: String]) -> ResumeStore? {
        stateFolder(environment: environment).map { folder in
            let store = ResumeStore(directory: folder + "/resume")
            AtomicFile.removeStaleTemporaries(in: store.directory)
            return store
        }
    }

    /// `$XDG_STATE_HOME/playdeck`, else `~/.local/state/playdeck`: where the stores keep their files.
    public static func stateFolder(environment: [String: String]) -> String? {
        let state = environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? environment["HOME"].map { $0 + "/.local/state" }
        return state.map { $0 + "/playdeck" }
    }

    /// The largest file the store reads back, and so writes.
    static let sizeLimit = 1 << 16

    /// The saved position of an item, in media seconds.
    public func position(for location: String) -> Double? {
        record(for: location)?.position
    }

    /// The saved record of an item: its position and why it was kept.
    public func record(for location: String) -> Record? {
        guard case let .success(text) = FileText.read(path(for: location), limit: Self.sizeLimit) else { return nil }
        var position: Double?, saved: String?, reason: Substring?, duration: Double?, genre: String?
        for line in text.split(separator: "\n") {
            if line.hasPrefix("position=") { position = Double(line.dropFirst(9)) }
            if line.hasPrefix("kept=") { reason = line.dropFirst(5) }
            if line.hasPrefix("duration=") { duration = Double(line.dropFirst(9)) }
            if line.hasPrefix("genre=") { genre = String(line.dropFirst(6)) }
            if let named = StoredLocation.location(in: line) { saved = named }
        }
        // The file name is a hash: only trust a file that names this very item.
        guard saved == location, let position, position.isFinite, position > 0 else { return nil }
        let kept: Kept? = switch reason {
        case "long": duration.flatMap { $0.isFinite ? .long(duration: $0) : nil }
        case "genre": genre.map { .genre($0) }
        case "path": .path
        default: nil
        }
        return Record(position: position, kept: kept)
    }

    /// Saves a position and why it is kept; atomic (temporary file, fsync, rename, fsync of the folder).
    public func save(_ position: Double, kept: Kept, for location: String) throws(FileError) {
        let reason = switch kept {
        case let .long(duration): "kept=long\nduration=\(duration)\n"
        case let .genre(genre): "kept=genre\ngenre=\(Self.oneLine(genre))\n"
        case .path: "kept=path\n"
        }
        try AtomicFile.write(StoredLocation.line(location) + "position=\(position)\n" + reason, to: path(for: location),
                             creatingDirectory: directory, limit: Self.sizeLimit)
    }

    /// A genre as one line: the file is read line by line.
    public static func oneLine(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : $0 }))
    }

    /// Forgets an item's position (it was played to the end, or is no item to resume).
    public func forget(_ location: String) {
        unlink(path(for: location))
    }

    func path(for location: String) -> String {
        directory + "/" + Self.key(location)
    }

    /// A stable 64-bit FNV-1a hash of the location, as hex: names never leak into file names.
    static func key(_ location: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in location.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
