import Foundation
import Testing
import Playback

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

    @Test func noBuiltInScriptRunsUnlessTheConfigTurnsOneOn() throws {
        // The way to see them works: `[mpv] load-stats-overlay = yes` starts the stats script.
        var asked = PlayerOptions(audioOutput: "null", videoOutput: "null")
        asked.extraOptions = [("load-stats-overlay", "yes")]
        let withStats = try Player(options: asked)
        #expect(Self.scriptThreads() >= 1)
        withStats.close()
        let player = try Player(options: PlayerOptions(audioOutput: "null", videoOutput: "null"))
        defer { player.close() }
        #expect(Self.scriptThreads() == 0)
        #expect(player.rejectedOptions.isEmpty)
    }
}
