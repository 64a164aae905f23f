import Foundation

/// Runs programs for tests: the built `playdeck` binary, ffmpeg, tmux, playerctl.
public enum ProcessRunner {
    /// What a finished program left behind.
    public struct Result: Sendable {
        public let status: Int32
        public let stdout: String
        public let stderr: String
    }

    /// Runs to completion in a clean environment plus `environment`; without a world of the
    /// caller's (no `HOME` in `environment`), in a fresh TestWorld removed afterwards. `input`,
    /// when given, is its standard input (a pipe that closes after it), else /dev/null.
    public static func run(_ program: String, _ args: [String], environment: [String: String] = [:],
                           timeout: TimeInterval = 60, input: String? = nil) throws -> Result {
        let world = environment["HOME"] == nil ? try TestWorld() : nil
        defer { world?.remove() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = args
        process.environment = ProcessRunner.childEnvironment(adding: (world?.environment ?? [:]).merging(environment) { $1 })
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = input.map { _ in Pipe() }
        process.standardInput = stdin ?? FileHandle.nullDevice
        try process.run()
        if let stdin, let input {
            // Small enough for the pipe's buffer: written at once, then closed.
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        // Read both pipes while the program runs, so a full pipe never blocks it.
        let group = DispatchGroup()
        nonisolated(unsafe) var outData = Data(), errData = Data()
        DispatchQueue.global().async(group: group) { outData = out.fileHandleForReading.readDataToEndOfFile() }
        DispatchQueue.global().async(group: group) { errData = err.fileHandleForReading.readDataToEndOfFile() }
        if group.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            group.wait()
        }
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                      stderr: String(decoding: errData, as: UTF8.self))
    }

    /// This process's environment without what belongs to the machine or the person (their
    /// folders, bus, display, terminal and locale), with `LANG=C.UTF-8`, plus `extra`; a test
    /// that wants one of those gives it in `extra`. Under `make test-asan` the runner itself has
    /// leak detection off (the harness keeps processes and pipes until exit), and the programs
    /// it starts get it back through PLAYDECK_CHILD_ASAN_OPTIONS.
    public static func childEnvironment(adding extra: [String: String]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment.filter { !isHostOnly($0.key) }
        environment["LANG"] = "C.UTF-8"
        if let child = environment["PLAYDECK_CHILD_ASAN_OPTIONS"] { environment["ASAN_OPTIONS"] = child }
        return environment.merging(extra) { $1 }
    }

    /// Whether a variable describes the developer's machine or session rather than the test.
    static func isHostOnly(_ name: String) -> Bool {
        let names: Set = [
            "HOME", "DBUS_SESSION_BUS_ADDRESS", "DISPLAY", "WAYLAND_DISPLAY", "TMUX", "TMUX_PANE", "STY", "TERM",
            "COLORTERM", "TERM_PROGRAM", "TERM_PROGRAM_VERSION", "LC_TERMINAL", "LC_TERMINAL_VERSION", "KITTY_WINDOW_ID",
            "NO_COLOR", "LANG", "LANGUAGE", "MPV_HOME", "SSH_AUTH_SOCK", "SSH_CONNECTION", "SSH_TTY",
        ]
        return names.contains(name) || name.hasPrefix("XDG_") || name.hasPrefix("LC_")
    }

    /// The `playdeck` binary of this build.
    public static var playdeck: String {
        // The test runner is built into the same folder as the binary, whatever the scratch path.
        if let runner = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            let sibling = URL(fileURLWithPath: runner).deletingLastPathComponent().appendingPathComponent("playdeck").path
            if FileManager.default.isExecutableFile(atPath: sibling) { return sibling }
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        return root.appendingPathComponent(".build/debug/playdeck").path
    }
}
