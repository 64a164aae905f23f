import CNcursesW
import Foundation
import Glibc

/// A pty for the probe: the probe gets the terminal end, the test plays the terminal on the
/// other end (it reads the queries and writes the replies a real terminal would).
final class PseudoTerminal {
    let master: Int32
    let terminal: Int32

    init(columns: Int = 80, rows: Int = 24, pixels: (Int, Int) = (0, 0)) throws {
        var terminal: Int32 = -1
        master = pd_open_pty(&terminal)
        self.terminal = terminal
        guard master >= 0 else { throw PseudoTerminalError() }
        _ = pd_set_window_size(terminal, Int32(columns), Int32(rows), Int32(pixels.0), Int32(pixels.1))
    }

    deinit {
        close(terminal)
        close(master)
    }

    /// The terminal end's modes, as bytes, to compare before and after.
    func modes() -> [UInt8] {
        var mode = termios()
        _ = tcgetattr(terminal, &mode)
        return withUnsafeBytes(of: &mode) { Array($0) }
    }

    /// Plays a terminal on a thread: reads what the probe writes until DA1's query, then writes
    /// `replies` one after another (each its own write, as a terminal's replies may come).
    /// `finish()` returns everything the probe wrote.
    func answer(_ replies: [String]) -> () -> [UInt8] {
        let received = Received()
        let done = DispatchSemaphore(value: 0)
        let master = self.master
        Thread.detachNewThread {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let deadline = Date().addingTimeInterval(5)
            while Date() < deadline, !received.bytes.ends(with: Array("\u{1B}[c".utf8) + (received.wrapped ? Array("\u{1B}\\".utf8) : [])) {
                var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
                guard poll(&entry, 1, 100) > 0 else { continue }
                let count = read(master, &buffer, buffer.count)
                guard count > 0 else { break }
                received.bytes += buffer[0..<count]
                received.wrapped = received.bytes.starts(with: Array("\u{1B}Ptmux;".utf8))
            }
            for reply in replies { _ = reply.utf8CString.withUnsafeBufferPointer { write(master, $0.baseAddress, $0.count - 1) } }
            done.signal()
        }
        return {
            done.wait()
            return received.bytes
        }
    }

    /// Whatever the probe wrote, without waiting.
    func written() -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var entry = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        guard poll(&entry, 1, 0) > 0, entry.revents & Int16(POLLIN) != 0 else { return [] }
        let count = read(master, &buffer, buffer.count)
        return count > 0 ? Array(buffer[0..<count]) : []
    }

    private final class Received: @unchecked Sendable {
        var bytes: [UInt8] = []
        var wrapped = false
    }
}

struct PseudoTerminalError: Error {}

extension Array where Element == UInt8 {
    func ends(with suffix: [UInt8]) -> Bool { count >= suffix.count && Array(self[(count - suffix.count)...]) == suffix }

    func contains(_ part: String) -> Bool {
        let needle = Array(part.utf8)
        guard needle.count <= count else { return false }
        return (0...(count - needle.count)).contains { Array(self[$0..<($0 + needle.count)]) == needle }
    }
}
