import Foundation
import Glibc

/// The processor time a process has used, from /proc: how a test tells a player that sleeps
/// in poll(2) from one that spins.
public enum ProcessCPU {
    /// User plus system time of `pid` so far, in clock ticks; nil once it is gone.
    public static func ticks(_ pid: Int32) -> Int? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return nil }
        // After "pid (comm)": state is field 3, utime 14 and stime 15.
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
        return user + system
    }

    /// Waits (up to `timeout`) for a stretch of `window` seconds in which `process` used at most
    /// `allowance` of a core; true once one came. A player with nothing to do sleeps in poll(2)
    /// and uses none; one that spins uses a whole core, every window.
    public static func waitUntilIdle(_ process: LiveProcess, window: Double = 1, allowance: Double = 0.1,
                                     timeout: TimeInterval = 15) -> Bool {
        let perSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        var samples: [(time: Double, ticks: Int)] = []
        return process.wait(timeout: timeout) {
            guard let ticks = ticks(process.pid) else { return false }
            let now = Date().timeIntervalSince1970
            samples.append((now, ticks))
            guard let start = samples.last(where: { now - $0.time >= window }) else { return false }
            let used = Double(ticks - start.ticks) / perSecond
            return used <= allowance * (now - start.time)
        }
    }
}
