import Foundation
import Testing
import TestSupport

/// `playdeck remote sleep` on the real binary and real libmpv: the volume falls step by step,
/// playback pauses, the volume comes back, the time left is in the JSON on the way, and the
/// position is saved for the next start.
@Suite struct SleepTimerEndToEndTests {
    @Test func sleepTwoSecondsFadesThenPausesWithTheVolumeRestoredAndThePositionSaved() throws {
        let world = try TestWorld()
        let song = try world.reachable(try Fixtures.tone(seconds: 60))
        let player = try world.start(["--headless", "--json", "--ao", "null", "--volume", "70", song])
        defer { player.stop() }
        func reached(_ state: String) -> Bool {
            ((try? HeadlessJSONTests.lines(player.stdoutLines.joined(separator: "\n"))) ?? []).contains { $0["state"] as? String == state }
        }
        #expect(player.wait { reached("playing") })
        let sent = try world.run(["remote", "sleep", "2s"])
        #expect(sent.status == 0, "\(sent.stderr)")
        let paused = player.wait(timeout: 15) { reached("paused") }
        #expect(paused, "\(player.stdoutLines.suffix(5))")
        let lines = try HeadlessJSONTests.lines(player.stdoutLines.joined(separator: "\n"))
        let armed = try #require(lines.firstIndex { $0["sleepRemaining"] != nil }, "the time left is published")
        let remaining = try #require(lines[armed]["sleepRemaining"] as? Double)
        #expect(remaining > 1 && remaining <= 2)
        #expect(lines[armed]["sleep"] as? String == "timed")
        let pause = try #require(lines.firstIndex { $0["state"] as? String == "paused" })
        let volumes = lines[armed..<pause].compactMap { $0["volume"] as? Double }
        #expect(volumes.count >= 3, "the volume fell in steps: \(volumes)")
        #expect(zip(volumes, volumes.dropFirst()).allSatisfy { $0 >= $1 }, "\(volumes)")
        #expect((volumes.last ?? 70) < 70 * 0.5)
        #expect(lines[pause]["volume"] as? Double == 70, "the volume is back: \(lines[pause])")
        #expect(lines[pause]["sleepRemaining"] == nil)
        // Still paused a moment later: nothing resumes by itself.
        let after = try world.run(["status", "--json"])
        #expect(try HeadlessJSONTests.lines(after.stdout).first?["state"] as? String == "paused", "\(after.stdout)")
        let folder = try #require(world.environment["XDG_STATE_HOME"]) + "/playdeck/resume"
        let saved = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        #expect(saved.filter { !$0.contains(".tmp-") }.count == 1, "the position is saved: \(saved)")
    }
}
