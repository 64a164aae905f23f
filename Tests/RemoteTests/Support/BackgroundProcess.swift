import Foundation
import Glibc
import TestSupport

/// A program left running while the test goes on (dbus-monitor, `playdeck status --follow`);
/// its output goes to a file the test reads as it grows. Ended by `stop()`.
final class BackgroundProcess {
    let process = Process()
    private let outputPath: String

    init(_ program: String, _ arguments: [String], environment: [String: String], in directory: String) throws {
        outputPath = "\(directory)/\(UUID().uuidString).out"
        guard FileManager.default.createFile(atPath: outputPath, contents: nil),
              let output = FileHandle(forWritingAtPath: outputPath) else { throw FixtureError("cannot create \(outputPath)") }
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        process.environment = ProcessRunner.childEnvironment(adding: environment)
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
    }

    deinit { stop() }

    /// Everything written so far.
    var output: String {
        (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }

    /// The complete lines written so far.
    var lines: [String] {
        let text = output
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// Ends the program if it still runs: SIGTERM, then SIGKILL if it ignores that.
    func stop() {
        if process.isRunning {
            process.terminate()
            if !eventually(timeout: 2, { !process.isRunning }) { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(atPath: outputPath)
    }
}
