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
}
