import Foundation
import Library
import Testing
import TestSupport

/// A kill at any moment of a write never leaves a torn or older resume file.
@Suite struct ResumeKillTests {
    @Test func twoHundredSIGKILLsMidWriteNeverCorruptOrRewindTheState() throws {
        let tool = URL(fileURLWithPath: ProcessRunner.playdeck).deletingLastPathComponent()
            .appendingPathComponent("resume-torture").path
        let directory = Fixtures.directory + "/kill-\(UUID().uuidString)"
        let store = ResumeStore(directory: directory)
        var generator = SystemRandomNumberGenerator()
        var previous = 0.0
        for round in 0..<200 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = [directory, "/music/item.mp3"]
            let ready = Pipe()
            process.standardOutput = ready
            try process.run()
            _ = try ready.fileHandleForReading.read(upToCount: 6)  // "ready": its first write is done
            usleep(UInt32.random(in: 0...8_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            #expect(process.terminationReason == .uncaughtSignal, "round \(round): the writer stopped by itself")
            guard let position = store.position(for: "/music/item.mp3") else {
                Issue.record("round \(round): the state no longer parses")
                continue
            }
            #expect(position >= previous, "round \(round): \(position) is older than \(previous)")
            previous = position
        }
        #expect(previous > 0, "the writer never completed a write")
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains(".tmp-") }
        // A kill between mkstemp and rename may leave a temporary file; it must never be read.
        #expect(leftovers.count <= 200)
    }
}
