import Foundation
import Testing
import TestSupport

/// The config is re-read when its file changes; an invalid edit keeps the old one.
@Suite struct ConfigReloadTests {
    @Test func anEditIsAppliedLiveAndABrokenOneIsRefusedWithItsPosition() throws {
        let folder = Fixtures.directory + "/reload-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let config = folder + "/config.toml"
        try "[skip]\nforward = [15]\n".write(toFile: config, atomically: true, encoding: .utf8)
        let player = try LiveProcess(ProcessRunner.playdeck, ["--config", config, "--headless", "--json", "--ao", "null",
                                                              try Fixtures.tone(seconds: 20)])
        defer { player.stop() }
        #expect(player.wait { !player.stdoutLines.isEmpty })

        // Written the way editors do: a new file renamed over the old one.
        try "[speed]\nspeeds = []\n".write(toFile: config, atomically: true, encoding: .utf8)
        #expect(player.wait { player.stderrLines.contains("playdeck: config reloaded") }, "\(player.stderrLines)")
        #expect(player.wait {
            player.stdoutLines.last.map { $0.contains("\"changePlaybackRate\":false") } ?? false
        }, "the new speed list should disable rate commands")

        try "[speed\n".write(toFile: config, atomically: true, encoding: .utf8)
        #expect(player.wait { player.stderrLines.contains { $0.hasPrefix("playdeck: config not reloaded: \(config):1:") } },
                "\(player.stderrLines)")
        #expect(player.isRunning, "a broken edit must not stop playback")
    }

    @Test func aReloadGivesPictureInPictureTheNewSkipIntervalsToo() throws {
        let world = try TestWorld()
        let config = world.path + "/reload.toml"
        try "[skip]\nforward = [15]\n".write(toFile: config, atomically: true, encoding: .utf8)
        let corner = try world.reachable(try Fixtures.tone(seconds: 60, title: "Corner Reload"))
        let main = try world.reachable(try Fixtures.tone(seconds: 60, title: "Main Reload"))
        let player = try world.start(["--config", config, "--headless", "--json", "--ao", "null", "--pip", corner, main])
        defer { player.stop() }
        #expect(player.wait { player.stdoutLines.contains { $0.contains("Corner Reload") } })

        try "[skip]\nforward = [45]\nbackward = [7]\n".write(toFile: config, atomically: true, encoding: .utf8)
        #expect(player.wait { player.stderrLines.contains("playdeck: config reloaded") }, "\(player.stderrLines)")
        #expect(try world.run(["remote", "pip-swap"]).status == 0)
        // The corner's session is the active one now: a skip forward takes its new interval.
        #expect(try world.run(["remote", "skip-forward"]).status == 0)
        #expect(player.wait {
            player.stdoutLines.last.map { line in
                line.contains("\"title\":\"Corner Reload\"") && (Self.elapsed(line) ?? 0) >= 44
            } ?? false
        }, "\(player.stdoutLines.suffix(1))")
    }

    /// The `elapsed` of a `--json` line.
    static func elapsed(_ line: String) -> Double? {
        let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
        return object?["elapsed"] as? Double
    }
}
