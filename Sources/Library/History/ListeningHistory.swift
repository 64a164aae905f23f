import EventLoop
import FileIO
import Glibc

/// The listening history: every listen kept on disk before any service is told of it, and for
/// each service how far it has acknowledged, so that each listen reaches each service once.
///
/// In `$XDG_STATE_HOME/playdeck/scrobble`: `listens` (`ListenFileFormat`), appended and fsynced
/// per listen; `sent.SERVICE`, the id of the last listen SERVICE acknowledged, replaced
/// atomically after each acknowledged batch (listens are sent in id order). A crash after a
/// send and before its acknowledgement is written sends that batch again at the next start:
/// ListenBrainz (and Maloja) and Last.fm take a listen of the same track at the same second as
/// the one they have, which is why no two listens here share a second. Past `keep` listens the
/// oldest half that every service has acknowledged moves to `listens.1` (the one before goes).
public final class ListeningHistory {
    /// The folder of the files.
    public let directory: String
    /// The listens kept, oldest first.
    public private(set) var listens: [Listen] = []
    /// Lines of the file that could not be read (left where they are, not listens).
    public private(set) var damagedLines = 0
    private var acknowledged: [String: Int] = [:]
    private var inFlight: [String: Int] = [:]
    private let services: [String]
    private let keep: Int
    /// Where the next line goes: past the last complete line.
    private var end = 0
    /// The file's size and inode when this process last read or wrote it.
    private var seen: (size: Int, inode: UInt64) = (0, 0)
    private var sendingLock: Int32 = -1

    /// The largest file read back: 100,000 listens of long names, with room.
    public static let sizeLimit = 256 << 20

    /// Reads the history in `directory` (none yet is an empty one) for `services`, whose
    /// acknowledgements decide what may rotate out.
    public init(directory: String, services: [String], keep: Int = 100_000) throws(FileError) {
        self.directory = directory
        self.services = services
        self.keep = max(2, keep)
        try reload()
        readSent()
    }

    /// Reads the listens again when another process changed the file (a second player appended,
    /// or rotated it) since this one last read or wrote it.
    public func refresh() throws(FileError) {
        var info = stat()
        let now: (size: Int, inode: UInt64) = stat(path, &info) == 0 ? (Int(info.st_size), UInt64(info.st_ino)) : (0, 0)
        guard now != seen else { return }
        try reload()
    }

    private func reload() throws(FileError) {
        switch FileReader.read(path: path, limit: Self.sizeLimit) {
        case let .success(bytes):
            let decoded = ListenFileFormat.decode(bytes)
            listens = decoded.listens
            damagedLines = decoded.damaged
            end = decoded.complete
            var info = stat()
            seen = stat(path, &info) == 0 ? (Int(info.st_size), UInt64(info.st_ino)) : (0, 0)
        case let .failure(.system(error)) where error.code == ENOENT:
            (listens, damagedLines, end, seen) = ([], 0, 0, (0, 0))
        case let .failure(error):
            throw error
        }
    }

    /// Whether this process is the one that sends: the first to ask holds the folder's lock
    /// until it exits, so two players at once never send the same listens; the other keeps its
    /// listens in the same file, and takes over once the first has gone.
    public func claimSending() -> Bool {
        if sendingLock >= 0 { return true }
        try? AtomicFile.makeDirectories(directory)
        let fd = open(directory + "/sending.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { return false }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            return false
        }
        sendingLock = fd
        // What the last holder recorded as sent and taken counts from now on.
        readSent()
        try? refresh()
        return true
    }

    private func readSent() {
        for service in services {
            guard case let .success(bytes) = FileReader.read(path: sentPath(service), limit: 64) else { continue }
            let numbers = String(decoding: bytes.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self).split(separator: " ")
            acknowledged[service] = numbers.first.flatMap { Int($0) }
            inFlight[service] = numbers.dropFirst().first.flatMap { Int($0) }
        }
    }

    /// `$XDG_STATE_HOME/playdeck/scrobble`, else `~/.local/state/playdeck/scrobble`.
    public static func standardDirectory(environment: [String: String]) -> String? {
        ResumeStore.stateFolder(environment: environment).map { $0 + "/scrobble" }
    }

    private var path: String { directory + "/listens" }
    private func sentPath(_ service: String) -> String { directory + "/sent." + service }

    /// Keeps a listen of `track` that started at Unix second `listenedAt` (moved on to the
    /// second after the last listen's when it would share one), durably: when this returns,
    /// the listen is on disk.
    @discardableResult
    public func append(_ track: ListenTrack, listenedAt: Int) throws(FileError) -> Listen {
        try AtomicFile.makeDirectories(directory)
        let fd = open(path, O_WRONLY | O_CREAT | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .system(SystemError("open \(path)")) }
        defer { close(fd) }
        // Another player may append at the same time: one at a time, each after the other's line.
        _ = flock(fd, LOCK_EX)
        try refresh()
        let last = listens.last
        // Past every id a service took or was sent, too: a listens file removed by hand (its
        // sent.* left) must not give new listens ids a service has "taken" already.
        let taken = (Array(acknowledged.values) + Array(inFlight.values)).max() ?? 0
        let listen = Listen(id: max(last?.id ?? 0, taken) + 1, listenedAt: max(listenedAt, (last?.listenedAt ?? 0) + 1), track: track)
        var bytes = end == 0 ? Array(ListenFileFormat.magic.utf8) : []
        bytes += ListenFileFormat.line(listen)
        // A line a crash cut short is cut off first: the file ends with complete lines only.
        guard ftruncate(fd, off_t(end)) == 0, lseek(fd, off_t(end), SEEK_SET) >= 0 else {
            throw .system(SystemError("truncate \(path)"))
        }
        do {
            try DescriptorWriter.writeAll(bytes, to: fd)
        } catch {
            _ = ftruncate(fd, off_t(end))
            throw .system(error)
        }
        guard fsync(fd) == 0 else {
            let error = SystemError("fsync \(path)")
            _ = ftruncate(fd, off_t(end))
            throw .system(error)
        }
        if end == 0 { Self.syncFolder(directory) }
        end += bytes.count
        var info = stat()
        seen = fstat(fd, &info) == 0 ? (end, UInt64(info.st_ino)) : (end, 0)
        listens.append(listen)
        // The listen is on disk: a rotation that fails (a full disk) must not say otherwise, or
        // the caller would keep it again. It is tried again at the next append.
        try? rotateIfFull()
        return listen
    }

    /// The id of the last listen `service` acknowledged (0: none).
    public func acknowledged(by service: String) -> Int {
        acknowledged[service] ?? 0
    }

    /// The oldest listens `service` has not acknowledged, at most `limit`.
    public func pending(for service: String, limit: Int) -> ArraySlice<Listen> {
        let after = acknowledged(by: service)
        let first = firstIndex(after: after)
        return listens[first..<min(listens.count, first + max(0, limit))]
    }

    /// How many listens `service` has not acknowledged.
    public func pendingCount(for service: String) -> Int {
        listens.count - firstIndex(after: acknowledged(by: service))
    }

    /// Records that `service` acknowledged every listen up to `id`, durably.
    public func acknowledge(_ service: String, through id: Int) throws(FileError) {
        guard id > acknowledged(by: service) else { return }
        try writeSent(service, acknowledged: id, inFlight: inFlight[service])
        acknowledged[service] = id
    }

    /// Records, durably and before they go, that the listens up to `id` are being sent to
    /// `service`: until it acknowledges them they may be there already.
    public func beginSending(_ service: String, through id: Int) throws(FileError) {
        guard id > max(acknowledged(by: service), inFlight[service] ?? 0) else { return }
        try writeSent(service, acknowledged: acknowledged(by: service), inFlight: id)
        inFlight[service] = id
    }

    /// Whether the oldest listen `service` has not acknowledged was sent before, by this
    /// process or one that died before its answer: it may be there already. Resent one per
    /// request then, because Maloja stops reading a batch at the first listen it has (and
    /// answers 200), which would drop the rest of a batch that had not arrived.
    public func mayHaveReceived(_ service: String) -> Bool {
        (inFlight[service] ?? 0) > acknowledged(by: service)
    }

    private func writeSent(_ service: String, acknowledged: Int, inFlight: Int?) throws(FileError) {
        let text = inFlight.map { $0 > acknowledged ? "\(acknowledged) \($0)\n" : nil } ?? nil
        try AtomicFile.write(text ?? "\(acknowledged)\n", to: sentPath(service), creatingDirectory: directory, limit: 64)
    }

    private func firstIndex(after id: Int) -> Int {
        // Ids increase along the file: a binary search.
        var low = 0, high = listens.count
        while low < high {
            let middle = (low + high) / 2
            if listens[middle].id <= id { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Moves the oldest half out once there are more than `keep`, never a listen some service
    /// has yet to acknowledge.
    private func rotateIfFull() throws(FileError) {
        guard listens.count > keep else { return }
        let everyone = services.map(acknowledged(by:)).min() ?? Int.max
        let count = min(listens.count - keep / 2, firstIndex(after: everyone))
        guard count > 0 else { return }
        let kept = ListenFileFormat.file(listens[count...])
        try AtomicFile.write(bytes: ListenFileFormat.file(listens[..<count]), to: path + ".1", creatingDirectory: directory, limit: Self.sizeLimit)
        try AtomicFile.write(bytes: kept, to: path, creatingDirectory: directory, limit: Self.sizeLimit)
        listens.removeFirst(count)
        end = kept.count
        var info = stat()
        seen = stat(path, &info) == 0 ? (Int(info.st_size), UInt64(info.st_ino)) : (0, 0)
    }

    deinit {
        if sendingLock >= 0 { close(sendingLock) }
    }

    private static func syncFolder(_ directory: String) {
        let folder = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard folder >= 0 else { return }
        fsync(folder)
        close(folder)
    }
}
