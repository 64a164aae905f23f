import Foundation
import Testing
import Playback
import TestSupport

/// mpv's built-in Lua scripts (stats overlay, console, auto profiles, …) are off: each is a
/// thread mpv waits for before it opens the first file, and PlayDeck uses none of them. Seen
/// in the real libmpv's threads ("mpv/lua script …" in /proc).
@Suite struct PlayerBuiltInScriptsTests {
    /// The threads of this process that run an mpv Lua script.
    private static func scriptThreads() -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task")) ?? []
        return tasks.filter { name(of: $0).hasPrefix("mpv/lua") }.count
    }

    /// A thread's name (procfs files say size 0: read, not sized).
    private static func name(of task: String) -> String {
        guard let file = fopen("/proc/self/task/\(task)/comm", "r") else { return "" }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 64)
        guard fgets(&buffer, 64, file) != nil else { return "" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The script threads of a player made with `options`, counted once a file plays: mpv
    /// waits for every script to start before it opens the first file.
    private static func scriptThreads(playing path: String, _ options: PlayerOptions) throws -> Int {
        let harness = try PlayerHarness(options: options)
        defer { harness.player.close() }
        try harness.play(path)
        return scriptThreads()
    }

    @Test func noBuiltInScriptRunsUnlessTheConfigTurnsOneOn() throws {
        let path = try Fixtures.tone(seconds: 2)
        // The way to see them works: `[mpv] load-stats-overlay = yes` starts the stats script.
        var asked = PlayerOptions(audioOutput: "null", videoOutput: "null")
        asked.extraOptions = [("load-stats-overlay", "yes")]
        #expect(try Self.scriptThreads(playing: path, asked) >= 1)
        #expect(try Self.scriptThreads(playing: path, PlayerOptions(audioOutput: "null", videoOutput: "null")) == 0)
    }
}
