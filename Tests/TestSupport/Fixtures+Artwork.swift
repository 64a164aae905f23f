import Foundation

extension Fixtures {
    /// A `side`×`side` JPEG with detail everywhere (a test pattern with grain), the size of a
    /// store-bought cover.
    public static func bigCover(side: Int = 3000) throws -> String {
        let path = directory + "/big-cover-\(side).jpg"
        guard !FileManager.default.fileExists(atPath: path) else { return path }
        let partial = path + ".part-\(UUID().uuidString).jpg"
        try run("/usr/bin/ffmpeg", ["-v", "error", "-y", "-f", "lavfi", "-i",
                                    "testsrc2=size=\(side)x\(side):rate=1,noise=alls=4:allf=t",
                                    "-frames:v", "1", "-q:v", "2", partial])
        _ = rename(partial, path)
        return path
    }

    /// A tone with `picture` embedded as its cover, as mp3 (ID3v2.3 or `id3Version`) or FLAC.
    public static func tone(seconds: Double = 20, title: String = "Cover Tone", embedding picture: String,
                            format: String = "mp3", id3Version: Int = 3) throws -> String {
        let base = URL(fileURLWithPath: picture).deletingPathExtension().lastPathComponent
        let name = String(title.unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
        let path = directory + "/tone-\(seconds)-\(base)-\(name)-\(id3Version).\(format)"
        guard !FileManager.default.fileExists(atPath: path) else { return path }
        let partial = path + ".part-\(UUID().uuidString).\(format)"
        var args = ["-v", "error", "-y", "-f", "lavfi", "-i", "sine=frequency=440:duration=\(seconds)", "-i", picture,
                    "-map", "0:a", "-map", "1:v", "-c:v", "copy", "-disposition:v", "attached_pic",
                    "-metadata:s:v", "comment=Cover (front)", "-metadata", "title=\(title)"]
        args += format == "mp3" ? ["-id3v2_version", "\(id3Version)", "-c:a", "libmp3lame"] : ["-c:a", "flac"]
        try run("/usr/bin/ffmpeg", args + [partial])
        _ = rename(partial, path)
        return path
    }
}

/// A named pipe standing in for a picture file, so that a test decides when its bytes arrive:
/// whoever reads it waits until then.
public final class PictureFIFO {
    /// Its path.
    public let path: String
    private var descriptor: Int32 = -1

    /// Makes the pipe at `path`.
    public init(path: String) throws {
        guard mkfifo(path, 0o644) == 0 else { throw FixtureError("mkfifo \(path): \(String(cString: strerror(errno)))") }
        self.path = path
    }

    deinit {
        if descriptor >= 0 { close(descriptor) }
    }

    /// Waits (up to `seconds`) until something opens the pipe to read, and opens its write end:
    /// the reader is then waiting for the bytes. False if no reader came.
    public func connect(within seconds: Double = 10) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while descriptor < 0, Date() < deadline {
            descriptor = open(path, O_WRONLY | O_NONBLOCK | O_CLOEXEC)
            if descriptor < 0 { usleep(20_000) }
        }
        return descriptor >= 0
    }

    /// Writes `bytes` to the connected reader and closes the pipe; false if that failed.
    public func finish(_ bytes: [UInt8]) -> Bool {
        guard descriptor >= 0 else { return false }
        // A reader that gave up must fail the write, not kill the test process.
        signal(SIGPIPE, SIG_IGN)
        defer {
            close(descriptor)
            descriptor = -1
        }
        _ = fcntl(descriptor, F_SETFL, 0)
        var written = 0
        while written < bytes.count {
            let count = bytes.withUnsafeBytes {
                write(descriptor, $0.baseAddress.map { $0 + written }, bytes.count - written)
            }
            guard count > 0 else { return false }
            written += count
        }
        return true
    }
}
