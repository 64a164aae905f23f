import Foundation
import Glibc

/// What a process does with the processor, from /proc: how a test tells a player that sleeps
/// in poll(2) from one that spins.
public enum ProcessCPU {
    /// User plus system time of `pid` so far, in clock ticks; nil once it is gone.
    public static func ticks(_ pid: Int32) -> Int? {
        fields(of: "/proc/\(pid)/stat").flatMap { fields in
            // After "pid (comm)": state is field 3, utime 14 and stime 15.
            guard fields.count > 12, let user = Int(fields[11]), let system = Int(fields[12]) else { return nil }
            return user + system
        }
    }

    /// The state of `pid`'s main thread, where the loop runs: "S" asleep (in poll(2)), "R" running
    /// or waiting for a processor (a loop that spins is "R" however busy the machine is).
    public static func mainThreadState(_ pid: Int32) -> String? {
        fields(of: "/proc/\(pid)/task/\(pid)/stat")?.first.map(String.init)
    }

    /// Waits (up to `timeout`) for a stretch of `window` seconds through which `process`'s loop
    /// was asleep at every look and the whole process used at most `allowance` of a core; true
    /// once one came. A player with nothing to do sleeps in poll(2); one that spins never does.
    public static func waitUntilIdle(_ process: LiveProcess, window: Double = 1, allowance: Double = 0.1,
                                     timeout: TimeInterval = 15) -> Bool {
        let perSecond = Double(sysconf(Int32(_SC_CLK_TCK)))
        var asleepSince: (time: Double, ticks: Int)?
        return process.wait(timeout: timeout) {
            guard let ticks = ticks(process.pid), mainThreadState(process.pid) == "S" else {
                asleepSince = nil
                return false
            }
            let now = Date().timeIntervalSince1970
            guard let since = asleepSince else {
                asleepSince = (now, ticks)
                return false
            }
            return now - since.time >= window && Double(ticks - since.ticks) / perSecond <= allowance * (now - since.time)
        }
    }

    /// The fields after "pid (comm)" of a stat file.
    private static func fields(of path: String) -> [Substring]? {
        guard let stat = try? String(contentsOfFile: path, encoding: .utf8), let close = stat.lastIndex(of: ")") else { return nil }
        return stat[stat.index(after: close)...].split(separator: " ")
    }
}
