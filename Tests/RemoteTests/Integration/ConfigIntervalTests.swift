import Foundation
import Remote
import Testing
import TestSupport

/// The config's values reach real playback through every input, here the control socket.
@Suite struct ConfigIntervalTests {
    @Test func forwardThirtyInTheConfigMakesAPlainSkipMoveThirtySeconds() throws {
        let folder = Fixtures.directory + "/interval-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let config = folder + "/config.toml"
        try "[skip]\nforward = [30]\nbackward = [7]\n".write(toFile: config, atomically: true, encoding: .utf8)
        let instance = try PlayDeckInstance(["--config", config, "--pause", try Fixtures.tone(seconds: 60)])
        defer { instance.stop() }
        #expect(ControlReply.decode(try instance.ask(["command": "skip-forward"]))?.status == "success")
        var now: StatusJSON?
        #expect(try eventually { now = try instance.status(); return abs((now?.elapsed ?? 0) - 30) < 0.5 },
                "after skip-forward: \(now?.elapsed ?? -1)")
        #expect(ControlReply.decode(try instance.ask(["command": "skip-backward"]))?.status == "success")
        #expect(try eventually { now = try instance.status(); return abs((now?.elapsed ?? 0) - 23) < 0.5 },
                "after skip-backward: \(now?.elapsed ?? -1)")
    }
}
