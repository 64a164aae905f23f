import EventLoop
import Glibc

/// tmux's passthrough: whether the pane lets escape sequences through to the terminal outside
/// (`allow-passthrough`), and how a sequence is wrapped to get there.
enum TmuxPassthrough {
    /// What the tmux of `environment` (TMUX, TMUX_PANE) says of this pane and its client.
    struct Client: Equatable {
        /// `allow-passthrough` is on ("1", "on" or "all") in this pane.
        var passthrough: Bool
        /// The terminal the client runs in (`client_termtype`, from its XTVERSION), such as
        /// "kitty(0.26.5)"; nil without an attached client or when tmux does not know.
        var terminal: String?
    }

    /// Asks tmux itself, in one call; nil when tmux does not answer within `bound` seconds.
    static func client(environment: [String: String], bound: Double = 0.5) -> Client? {
        var arguments = ["tmux", "display-message", "-p"]
        if let pane = environment["TMUX_PANE"], !pane.isEmpty { arguments += ["-t", pane] }
        arguments.append("#{allow-passthrough}\t#{client_termtype}")
        guard let answer = run(arguments, environment: environment, bound: bound) else { return nil }
        // Printable ASCII only: the name is shown in a notice and must never carry a control byte.
        let line = answer.prefix { $0 != 0x0A }
        let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
        let allowed = String(decoding: (fields.first ?? []).filter { $0 > 0x20 && $0 < 0x7F }, as: UTF8.self)
        let terminal = String(decoding: (fields.dropFirst().first ?? []).filter { (0x20...0x7E).contains($0) }.prefix(64),
                              as: UTF8.self)
        return Client(passthrough: allowed == "1" || allowed == "on" || allowed == "all",
                      terminal: terminal.isEmpty ? nil : terminal)
    }

    /// Wraps escape sequences for tmux passthrough (`ESC P tmux; …-with-every-ESC-doubled ESC \`),
    /// each command on its own, so that a chunked transmission never meets tmux's limit on the
    /// length of one passthrough.
    static func wrap(_ sequence: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(sequence.count + sequence.count / 256 + 16)
        var start = 0
        while start < sequence.count {
            var end = start
            // A command ends at ESC \ (the string terminator), or at the end of the bytes.
            while end < sequence.count, !(sequence[end] == 0x1B && end + 1 < sequence.count
                                           && sequence[end + 1] == UInt8(ascii: "\\") && end > start) {
                end += 1
            }
            end = min(sequence.count, end + 2)
            out += [0x1B] + Array("Ptmux;".utf8)
            for byte in sequence[start..<end] {
                if byte == 0x1B { out.append(0x1B) }
                out.append(byte)
            }
            out += [0x1B, UInt8(ascii: "\\")]
            start = end
        }
        return out
    }

    /// What a program found on PATH wrote to standard output, if it exited within `bound`
    /// seconds with status 0; killed otherwise. Standard input and error are /dev/null.
    private static func run(_ arguments: [String], environment: [String: String], bound: Double) -> [UInt8]? {
        guard let pipe = try? PipeEnds() else { return nil }
        defer { Glibc.close(pipe.read) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, pipe.write, 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, argv, envp)
        Glibc.close(pipe.write)
        guard spawned == 0 else { return nil }
        var output: [UInt8] = []
        let deadline = EventLoop.now() + bound
        var finished = false
        while !finished, output.count < 4096 {
            let remaining = deadline - EventLoop.now()
            guard remaining > 0 else { break }
            var entry = pollfd(fd: pipe.read, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, Int32((remaining * 1000).rounded(.up)))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            var buffer = [UInt8](repeating: 0, count: 512)
            let count = read(pipe.read, &buffer, buffer.count)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            if count <= 0 { finished = true } else { output += buffer[0..<count] }
        }
        if !finished { kill(pid, SIGKILL) }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // WIFEXITED && WEXITSTATUS == 0, spelt out: Swift does not import the macros.
        return finished && status & 0x7F == 0 && (status >> 8) & 0xFF == 0 ? output : nil
    }
}
