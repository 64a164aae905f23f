import EventLoop
import Glibc

/// Reads a whole file without Foundation: to the end of what is there, and never more than a limit.
public enum FileReader {
    /// Everything in the regular file at `path`; more than `limit` bytes is refused, not
    /// truncated, and so is anything but a regular file.
    ///
    /// Every file PlayDeck opens by a name that a person or another file chose comes through
    /// here: the config, sidecars, playlists, covers, the stores. Opening a FIFO for reading
    /// waits in open(2) for a writer, where no signal the loop handles can end the wait (a
    /// player with its signals blocked then ignored SIGTERM), and a device may never end:
    /// O_NONBLOCK makes the open return at once, and fstat then refuses either.
    public static func read(path: String, limit: Int) -> Result<[UInt8], FileError> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return .failure(.system(SystemError("open \(path)"))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.system(SystemError("fstat \(path)"))) }
        switch status.st_mode & S_IFMT {
        case S_IFREG: return read(descriptor: descriptor, name: path, limit: limit)
        case S_IFDIR: return .failure(.system(SystemError("read \(path)", code: EISDIR)))
        default: return .failure(.notRegularFile)
        }
    }

    /// Everything readable from an open descriptor (standard input: a pipe too, waited for until
    /// its writer closes); more than `limit` bytes is refused. `name` words errors.
    public static func read(descriptor: Int32, name: String, limit: Int) -> Result<[UInt8], FileError> {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return .success(bytes) }
            if count < 0 {
                let code = errno
                // A signal that came while waiting on a pipe or a slow disk is no failure.
                if code == EINTR { continue }
                return .failure(.system(SystemError("read \(name)", code: code)))
            }
            bytes += chunk[..<count]
            if bytes.count > limit { return .failure(.tooLarge(limit: limit)) }
        }
    }
}
