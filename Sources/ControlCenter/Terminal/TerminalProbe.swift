import CNcursesW
import EventLoop
import Glibc
import NowPlaying

/// Asks the terminal, before curses starts, what it can show beyond text, with one bounded
/// wait: the kitty graphics query, XTVERSION, the cell size, then DA1, which every terminal
/// answers, and answers after the others, so its reply ends the wait.
public enum TerminalProbe {
    /// The kitty graphics query: a 1×1 RGB image id 31, query only (a=q), nothing stored.
    static let kittyQuery = Array("\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\".utf8)
    /// XTVERSION: the terminal's name and version.
    static let versionQuery = Array("\u{1B}[>0q".utf8)
    /// The cell size in pixels (answered CSI 6 ; height ; width t).
    static let cellSizeQuery = Array("\u{1B}[16t".utf8)
    /// Primary device attributes.
    static let attributesQuery = Array("\u{1B}[c".utf8)
    /// Replies beyond this are junk (a terminal that echoes a flood): the wait ends.
    private static let mostReplyBytes = 16_384

    /// What the terminal on `input`/`output` can show; `.none` without writing anything when
    /// either is not a tty, TERM is dumb or unset, or inside tmux without passthrough. The
    /// tty's modes are changed for the wait only and restored exactly.
    public static func probe(environment: [String: String], input: Int32, output: Int32,
                             timeout: Double) -> TerminalGraphics {
        let term = environment["TERM"] ?? ""
        guard !term.isEmpty, term != "dumb", isatty(input) == 1, isatty(output) == 1 else { return .none }
        let windowCell = cellPixels(output)
        let inTmux = !(environment["TMUX"] ?? "").isEmpty
        let client = inTmux ? TmuxPassthrough.client(environment: environment) : nil
        if inTmux, client?.passthrough != true {
            return TerminalGraphics(cellSize: windowCell, insideTmux: true, version: client?.terminal)
        }
        var queries = [kittyQuery, versionQuery]
        if windowCell == nil { queries.append(cellSizeQuery) }
        queries.append(attributesQuery)
        // Inside tmux every query goes to the terminal outside, DA1 too, so that its reply
        // still comes after the others.
        let bytes = queries.flatMap { inTmux ? TmuxPassthrough.wrap($0) : $0 }
        let replies = exchange(bytes, input: input, output: output, timeout: timeout)
        return graphics(replies: replies, environment: environment, tmuxPassthrough: inTmux,
                        cellSize: windowCell ?? replies.cellSize, outsideTmux: client?.terminal)
    }

    /// What the replies and the environment say together; `outsideTmux` is the terminal tmux
    /// says its client runs in, for when the terminal's own XTVERSION reply did not come back.
    static func graphics(replies: TerminalReplies, environment: [String: String], tmuxPassthrough: Bool,
                         cellSize: PixelSize?, outsideTmux: String? = nil) -> TerminalGraphics {
        let kitty = replies.kitty == true
        let named = replies.version ?? outsideTmux
        let version = (named ?? "").lowercased()
        // Placeholders by the terminal's version only: inside tmux they are the only way, and a
        // terminal without them (kitty 0.26) would show a rectangle of unknown characters.
        let placeholders = kitty && (version.hasPrefix("ghostty") || kittyTakesPlaceholders(version))
        let programs = [environment["TERM_PROGRAM"], environment["LC_TERMINAL"]]
        let iterm = programs.contains { $0 == "iTerm.app" || $0 == "WezTerm" }
        return TerminalGraphics(kitty: kitty, kittyPlaceholders: placeholders,
                                sixel: replies.deviceAttributes?.contains(4) ?? false, iterm: iterm,
                                tmuxPassthrough: tmuxPassthrough, cellSize: cellSize, version: named)
    }

    /// kitty gained Unicode placeholders in 0.28: "kitty(0.28.0)" and later.
    private static func kittyTakesPlaceholders(_ version: String) -> Bool {
        guard version.hasPrefix("kitty(") else { return false }
        let numbers = version.dropFirst("kitty(".count).prefix { $0 != ")" }.split(separator: ".").map { Int($0) }
        guard numbers.count >= 2, let major = numbers[0], let minor = numbers[1] else { return false }
        return (major, minor) >= (0, 28)
    }

    private static func cellPixels(_ descriptor: Int32) -> PixelSize? {
        var width: Int32 = 0, height: Int32 = 0
        guard pd_cell_pixels(descriptor, &width, &height) != 0 else { return nil }
        return PixelSize(width: Int(width), height: Int(height))
    }

    /// Writes the queries with the tty in probe mode and reads until DA1 is answered or
    /// `timeout` seconds have passed; the tty's modes are restored before returning.
    static func exchange(_ queries: [UInt8], input: Int32, output: Int32, timeout: Double) -> TerminalReplies {
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return TerminalReplies() }
        var mode = saved
        pd_probe_tty_mode(&mode)
        guard tcsetattr(input, TCSANOW, &mode) == 0 else { return TerminalReplies() }
        defer { _ = tcsetattr(input, TCSANOW, &saved) }
        guard writeAll(queries, to: output) else { return TerminalReplies() }
        let deadline = EventLoop.now() + timeout
        var received: [UInt8] = []
        var replies = TerminalReplies()
        var buffer = [UInt8](repeating: 0, count: 1024)
        while !replies.answeredDeviceAttributes, received.count < mostReplyBytes {
            let remaining = deadline - EventLoop.now()
            guard remaining > 0 else { break }
            var entry = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&entry, 1, Int32((remaining * 1000).rounded(.up)))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0, entry.revents & Int16(POLLIN) != 0 else { break }
            let count = read(input, &buffer, buffer.count)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { break }
            received += buffer[0..<count]
            replies = TerminalReplies.parse(received)
        }
        return replies
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}
