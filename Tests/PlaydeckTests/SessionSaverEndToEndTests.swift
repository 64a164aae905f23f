import Foundation
import Library
import Testing
import TestSupport

/// While playing, the place (and the item's resume position) is saved every few seconds, so a
/// kill loses at most that much; while paused nothing at all wakes the player.
@Suite struct SessionSaverEndToEndTests {
    /// The main thread's voluntary context switches so far: each is the loop waking from poll(2).
    static func mainThreadWakeups(_ pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/task/\(pid)/status", encoding: .utf8)
        let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") })
        return try #require(Int(line.split(separator: "\t").last?.trimmingCharacters(in: .whitespaces) ?? ""))
    }

    @Test func aKillWhilePlayingLosesAtMostTheSaveIntervalAndAPausedRestoreNeverWakes() throws {
        let world = try TestWorld()
        let file = world.media + "/long.mp3"
        // A podcast: its own resume position is kept ([resume] genres), beside the session's place.
        try FileManager.default.copyItem(atPath: try Fixtures.tagged(seconds: 300, tags: ["genre": "Podcast"]), toPath: file)
        let speed = 4.0, interval = 5.0
        let first = try SessionPlayer.start(["--speed", String(speed), file], in: world)
        // Past the first periodic save (at 5 s of playing: 20 s of media at 4×).
        let status = try SessionPlayer.waitForStatus(in: world, seconds: 20) {
            ($0["elapsed"] as? Double ?? 0) >= 6 * speed && $0["state"] as? String == "playing"
        }
        let elapsed = try #require(status["elapsed"] as? Double), timestamp = try #require(status["timestamp"] as? Double)
        first.signal(SIGKILL)
        _ = first.waitForExit()
        let killedAt = elapsed + speed * (Date().timeIntervalSince1970 - timestamp)
        #expect(elapsed >= 6 * speed, "\(status)")

        // The item's own resume position was saved on the same tick.
        let resume = ResumeStore(directory: try #require(world.environment["XDG_STATE_HOME"]) + "/playdeck/resume")
        let remembered = try #require(resume.position(for: file))
        #expect(remembered >= killedAt - speed * interval - 1 && remembered <= killedAt + 0.5, "\(remembered) vs \(killedAt)")

        let second = try SessionPlayer.start([], in: world)
        let restored = try SessionPlayer.waitForStatus(in: world) { $0["state"] as? String == "paused" && $0["elapsed"] != nil }
        let position = try #require(restored["elapsed"] as? Double)
        #expect(position >= killedAt - speed * interval - 1 && position <= killedAt + 0.5, "restored at \(position), killed at \(killedAt)")

        // Paused: no timer of the saver's (nor any other) is armed. A window longer than the
        // save interval, with no client asking anything meanwhile.
        let before = try Self.mainThreadWakeups(second.pid)
        Thread.sleep(forTimeInterval: interval + 1)
        #expect(try Self.mainThreadWakeups(second.pid) == before, "a paused player woke up")
        second.signal(SIGTERM)
        _ = second.waitForExit()
    }
}
