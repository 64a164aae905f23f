import FileIO
import Glibc

/// The last session — its queue and where it was in it — in `$XDG_STATE_HOME/playdeck/session`.
/// The queue is written only when it changes, alternately into two files (`queue-a`,
/// `queue-b`) each numbered by its save, so that the one before is still there, complete,
/// should a power loss spoil the newest; the place is a tiny file of its own, written often.
/// Every write is atomic (temporary file, fsync, rename): a kill leaves the old or the new.
public final class SessionStore {
    /// The folder holding the files.
    public let directory: String
    /// The number of the last queue save, counted across runs.
    public private(set) var lastSave = 0
    private var nextSlot = 0
    /// Whether `lastSave` and `nextSlot` follow the files (read by `load`, or by the first save).
    private var knowsSaves = false

    /// The largest queue file read back, and so written (100,000 items take about 10 MB).
    public static let queueLimit = 256 << 20
    static let placeLimit = 1 << 16
    static let slots = ["queue-a", "queue-b"]

    /// A store in `directory`, created (0700) when first written.
    public init(directory: String) {
        self.directory = directory
    }

    /// The store at `$XDG_STATE_HOME/playdeck/session`, else `~/.local/state/playdeck/session`.
    /// Opening it removes the temporary files of writes killed halfway.
    public static func standard(environment: [String: String]) -> SessionStore? {
        ResumeStore.stateFolder(environment: environment).map { folder in
            let store = SessionStore(directory: folder + "/session")
            AtomicFile.removeStaleTemporaries(in: store.directory)
            return store
        }
    }

    /// The saved session: nil when none was ever saved; a failure (one line: why) when no
    /// queue file is complete. Later saves go after the one read, into the other file.
    public func load() -> Result<SavedSession?, SessionFileFormat.Damage> {
        var best: (queue: SavedQueue, save: Int, slot: Int)?
        var damaged: [String] = []
        for (slot, name) in Self.slots.enumerated() {
            switch FileReader.read(path: directory + "/" + name, limit: Self.queueLimit) {
            case let .failure(.system(error)) where error.code == ENOENT:
                continue
            case let .failure(error):
                damaged.append("\(name): \(error)")
            case let .success(bytes):
                switch SessionFileFormat.decodeQueue(bytes) {
                case let .success(read):
                    if read.save > best?.save ?? Int.min { best = (read.queue, read.save, slot) }
                case let .failure(damage):
                    damaged.append("\(name): \(damage.reason)")
                }
            }
        }
        guard let best else {
            if damaged.isEmpty { return .success(nil) }
            return .failure(.init(reason: damaged.joined(separator: "; ")))
        }
        (lastSave, nextSlot, knowsSaves) = (best.save, 1 - best.slot, true)
        var notices: [String] = []
        if !damaged.isEmpty {
            notices.append("the last queue save was not complete (\(damaged.joined(separator: "; "))): the one before is restored")
        }
        var place: SavedPlace?
        switch FileReader.read(path: placePath, limit: Self.placeLimit).map(SessionFileFormat.decodePlace) {
        case let .success(.success(read)): place = read
        case let .success(.failure(damage)): notices.append("place: \(damage.reason): the queue is restored without it")
        case .failure(.system(let error)) where error.code == ENOENT: break
        case let .failure(error): notices.append("place: \(error): the queue is restored without it")
        }
        return .success(SavedSession(queue: best.queue, place: place, notices: notices, queueSave: best.save))
    }

    /// Saves the queue as the next save, into the file not holding the last one; returns its number.
    @discardableResult
    public func save(_ queue: SavedQueue) throws(FileError) -> Int {
        if !knowsSaves { readSaveNumbers() }
        let save = lastSave + 1
        let bytes = SessionFileFormat.encode(queue, save: save)
        try AtomicFile.write(bytes: bytes, to: directory + "/" + Self.slots[nextSlot], creatingDirectory: directory,
                             limit: Self.queueLimit)
        lastSave = save
        nextSlot = 1 - nextSlot
        return save
    }

    /// Saves where the session is (nil: nothing is current, the file goes).
    public func save(_ place: SavedPlace?) throws(FileError) {
        try placeWriting(place)()
    }

    /// The save of `place`, to run later on any thread (it touches nothing of the store's own).
    public func placeWriting(_ place: SavedPlace?) -> @Sendable () throws(FileError) -> Void {
        let path = placePath
        guard let place else { return { unlink(path) } }
        let bytes = SessionFileFormat.encode(place)
        let directory = directory
        return { () throws(FileError) in
            try AtomicFile.write(bytes: bytes, to: path, creatingDirectory: directory, limit: Self.placeLimit)
        }
    }

    /// Learns the number of each queue file's save from its first lines, without reading the
    /// rest: the next save must go after both, and over the older (a session not restored).
    private func readSaveNumbers() {
        var numbers: [Int] = []
        for name in Self.slots {
            let fd = open(directory + "/" + name, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            var head = [UInt8](repeating: 0, count: 128)
            let count = fd < 0 ? 0 : head.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if fd >= 0 { close(fd) }
            let lines = String(decoding: head.prefix(max(0, count)), as: UTF8.self).split(separator: "\n")
            numbers.append(lines.count > 1 && lines[1].hasPrefix("save=") ? Int(lines[1].dropFirst(5)) ?? -1 : -1)
        }
        lastSave = max(0, numbers.max() ?? 0)
        nextSlot = numbers[0] <= numbers[1] ? 0 : 1
        knowsSaves = true
    }

    var placePath: String { directory + "/place" }
}
