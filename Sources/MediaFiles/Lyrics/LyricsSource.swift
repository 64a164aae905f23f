import Glibc

/// Where an item's lyrics come from, and their text: a `.lrc` file beside the media file (same
/// name), else the file's own lyrics tag (ID3 USLT as `lyrics-<lang>`, Vorbis LYRICS, MP4 ©lyr
/// as `lyrics`, all read by libavformat).
public struct LyricsSource: Sendable, Equatable {
    /// Where they were found.
    public enum Origin: String, Sendable, Equatable {
        case lrcFile = "lrc"
        case tag
        /// A streaming server's (Subsonic's getLyricsBySongId or getLyrics).
        case server
    }

    /// Where they were found.
    public let origin: Origin
    /// Their text.
    public let text: LyricsText
    /// Whether the `.lrc` was longer than `byteLimit` and only its beginning was read.
    public let isCut: Bool

    /// Lyrics found in `origin` (tests make their own).
    public init(origin: Origin, text: LyricsText, isCut: Bool) {
        self.origin = origin
        self.text = text
        self.isCut = isCut
    }

    /// The most bytes read of a `.lrc` file: a whole album's worth of lyrics is under 100 KB.
    public static let byteLimit = 1 << 20

    /// The lyrics of the media file at `path`, or nil when it has none. Blocks on the disk: call
    /// it off the event loop.
    public static func find(forMediaAt path: String) -> LyricsSource? {
        if let lrc = sidecarPath(of: path), let (bytes, cut) = readPrefix(lrc, limit: byteLimit) {
            return LyricsSource(origin: .lrcFile, text: LyricsText(bytes: bytes), isCut: cut)
        }
        guard let tags = try? MediaTags.read(path: path) else { return nil }
        let keys = tags.values.keys.filter { $0 == "lyrics" || $0.hasPrefix("lyrics-") }.sorted()
        guard let key = keys.first(where: { !(tags.values[$0] ?? "").isEmpty }), let value = tags.values[key] else { return nil }
        return LyricsSource(origin: .tag, text: LyricsText(bytes: Array(value.utf8)), isCut: false)
    }

    /// `song.lrc` for `song.mp3`.
    static func sidecarPath(of path: String) -> String? {
        guard !path.contains("://") else { return nil }
        let slash = path.lastIndex(of: "/")
        let name = slash.map { path[path.index(after: $0)...] } ?? path[...]
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return path + ".lrc" }
        return String(path[..<dot]) + ".lrc"
    }

    /// The first `limit` bytes of a regular file, cut after its last whole line when it is
    /// longer; nil when there is no such file or it cannot be read.
    static func readPrefix(_ path: String, limit: Int) -> ([UInt8], Bool)? {
        // Not blocking on open: a FIFO named like lyrics must not hold the worker.
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: limit + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                buffer.baseAddress.map { read(descriptor, $0 + count, buffer.count - count) } ?? -1
            }
            if got < 0, errno == EINTR { continue }
            guard got >= 0 else { return nil }
            if got == 0 { break }
            count += got
        }
        guard count > limit else { return (Array(bytes[..<count]), false) }
        let end = bytes[..<limit].lastIndex(of: 0x0A).map { $0 + 1 } ?? limit
        return (Array(bytes[..<end]), true)
    }
}
