import CLinux
import EventLoop
import Glibc
import Library

/// Starts a player that outlives the terminal: this program again, in a session of its own,
/// with no terminal (standard error goes to the log), which says on descriptor 3 when it plays.
/// `playdeck --background` and the tile's `d` (handing the queue over) both start it so.
public enum BackgroundLaunch {
    /// A background player that started.
    public struct Started: Sendable {
        /// Its process id.
        public let pid: Int32
        /// Its control socket.
        public let socket: String
        /// Where its notices go.
        public let log: String
    }

    /// The hidden flag the background player is started with; it then writes "ready" on
    /// descriptor 3 once its socket is open and its first item has started (or failed).
    public static let childFlag = "--background-child"
    /// The descriptor the background player says "ready" on.
    static let readyDescriptor: Int32 = 3
    /// A log that grew past this is moved to `playdeck.log.1` before a player starts.
    static let logLimit = 1 << 20

    /// `$XDG_STATE_HOME/playdeck/playdeck.log`, else `~/.local/state/playdeck/playdeck.log`.
    static func logPath(environment: [String: String]) -> String? {
        let state = environment["XDG_STATE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil }
            ?? environment["HOME"].map { $0 + "/.local/state" }
        return state.map { $0 + "/playdeck/playdeck.log" }
    }

    /// Starts `playdeck ARGUMENTS --background-child` and waits (at most `timeout` seconds, in
    /// poll) until it says it plays. What it wrote to the log is the error when it ends first.
    public static func start(arguments: [String], timeout: Double = 20) throws(BackgroundLaunchError) -> Started {
        let launch = try Launch(arguments: arguments)
        let deadline = EventLoop.now() + timeout
        while true {
            var entry = pollfd(fd: launch.readyDescriptor, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, Int32(max(0, (deadline - EventLoop.now()) * 1000).rounded(.up)))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else {
                throw .failed("the player (pid \(launch.pid)) did not start playing within \(Int(timeout)) s; see \(launch.log)")
            }
            switch launch.readReady() {
            case .waiting: continue
            case let .ready(started): return started
            case let .failed(error): throw error
            }
        }
    }

    /// A background player starting: its pid, and the pipe it says "ready" on.
    public final class Launch {
        /// Its process id.
        public let pid: Int32
        /// Where its notices go.
        public let log: String
        /// Readable when the player said something or ended.
        let readyDescriptor: Int32
        private let logStart: Int
        private var received: [UInt8] = []

        /// What `readReady` found.
        public enum State {
            /// Nothing said yet.
            case waiting
            /// It plays.
            case ready(Started)
            /// It ended, or said nothing it should.
            case failed(BackgroundLaunchError)
        }

        /// Starts the player; returns at once.
        public init(arguments: [String]) throws(BackgroundLaunchError) {
            guard let log = BackgroundLaunch.logPath(environment: ProcessEnvironment.current) else {
                throw .failed("no HOME or XDG_STATE_HOME to keep the log in")
            }
            let logFD = try BackgroundLaunch.openLog(log)
            defer { _ = close(logFD) }
            logStart = Int(lseek(logFD, 0, SEEK_END))
            let pipe: PipeEnds
            do {
                pipe = try PipeEnds()
            } catch {
                throw .failed("\(error)")
            }
            let pid = BackgroundLaunch.spawn([BackgroundLaunch.childFlag] + arguments, log: logFD, ready: pipe.write)
            let spawnErrno = errno
            _ = close(pipe.write)
            guard pid > 0 else {
                _ = close(pipe.read)
                throw .failed("cannot start a player: \(String(cString: strerror(spawnErrno)))")
            }
            self.pid = pid
            self.log = log
            readyDescriptor = pipe.read
        }

        deinit { _ = close(readyDescriptor) }

        /// Reads what the player said: "ready", nothing yet, or the end of the pipe (it ended:
        /// what it wrote to the log says why).
        /// Follows the player's start on `loop`: `handler` gets its outcome, ready or failed, once.
        public func watch(on loop: EventLoop, _ handler: @escaping (State) -> Void) {
            loop.watch(readyDescriptor) { [unowned self, unowned loop] in
                let state = readReady()
                if case .waiting = state { return }
                loop.unwatch(readyDescriptor)
                handler(state)
            }
        }

        func readReady() -> State {
            var chunk = [UInt8](repeating: 0, count: 64)
            let count = read(readyDescriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR || errno == EAGAIN { return .waiting }
            if count > 0 {
                received += chunk[..<count]
                guard received.starts(with: Array("ready".utf8)) else { return .waiting }
                return .ready(Started(pid: pid, socket: SocketDirectory.standard().socketPath(pid: pid), log: log))
            }
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
            let written = FileTail.read(log, from: logStart)
            return .failed(written.isEmpty ? .failed("the player could not start; see \(log)") : .logged(written))
        }
    }

    /// Appends "DATE playdeck: line" to the log, for a player whose terminal is gone.
    public static func log(_ line: String) {
        guard let path = logPath(environment: ProcessEnvironment.current), let fd = try? openLog(path) else { return }
        defer { _ = close(fd) }
        _ = try? DescriptorWriter.writeAll(Array((ProcessEnvironment.timestamp() + "playdeck: " + line + "\n").utf8), to: fd)
    }

    static func openLog(_ path: String) throws(BackgroundLaunchError) -> Int32 {
        let folder = String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)])
        do {
            try AtomicFile.makeDirectories(folder)
        } catch {
            throw .failed("cannot make \(folder): \(error)")
        }
        var info = stat()
        if stat(path, &info) == 0, Int(info.st_size) > logLimit { _ = rename(path, path + ".1") }
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw .failed("cannot open \(path): \(String(cString: strerror(errno)))") }
        return fd
    }

    static func spawn(_ arguments: [String], log: Int32, ready: Int32) -> pid_t {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return -1 }
        let path = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        return pd_spawn_detached(path, argv, environ, log, ready)
    }
}

/// Why a background player did not start, as what to print after "playdeck: ".
public enum BackgroundLaunchError: Error {
    /// Why, after "playdeck: ".
    case failed(String)
    /// The player ended before playing; what it wrote to its log, as it is.
    case logged(String)
}

/// The end of a log from an offset, for what a player that failed to start wrote there.
enum FileTail {
    /// At most the last 4 KiB written after `offset`, without the trailing newline.
    static func read(_ path: String, from offset: Int) -> String {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return "" }
        defer { _ = close(fd) }
        let end = Int(lseek(fd, 0, SEEK_END))
        let start = max(offset, end - 4096)
        guard end > start else { return "" }
        var bytes = [UInt8](repeating: 0, count: end - start)
        let count = pread(fd, &bytes, bytes.count, off_t(start))
        guard count > 0 else { return "" }
        var text = String(decoding: bytes[..<count], as: UTF8.self)
        while text.last == "\n" { text.removeLast() }
        return text
    }
}

/// The background player's side of `BackgroundLaunch`: "ready" on descriptor 3, said once.
public final class ReadySignal {
    private var descriptor: Int32?

    /// Takes descriptor 3 when it is the launcher's pipe (first thing, before anything else
    /// could open a file as 3); nil when the player was started some other way.
    public static func claim() -> ReadySignal? {
        let fd = BackgroundLaunch.readyDescriptor
        var info = stat()
        guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFIFO else { return nil }
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        return ReadySignal(descriptor: fd)
    }

    private init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Says "ready" (the launcher then prints where the player is and returns) and lets go.
    public func send() {
        guard let descriptor else { return }
        self.descriptor = nil
        _ = try? DescriptorWriter.writeAll(Array("ready\n".utf8), to: descriptor)
        _ = close(descriptor)
    }
}
