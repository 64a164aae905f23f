import Foundation
import Testing
import TestSupport

/// `playdeck remote sleep` on the real binary and real libmpv: the volume falls step by step,
/// playback pauses, the volume comes back, the time left is in the JSON on the way, and the
/// position is saved for the next start.
@Suite struct SleepTimerEndToEndTests {
    @Test func sleepTwoSecondsFadesThenPausesWithTheVolumeRestoredAndThePositionSaved() throws {
        let world = try TestWorld()
        // A podcast: an item whose place is kept ([resume] genres), which a short track is not.
        let song = try world.reachable(try Fixtures.tagged(seconds: 60, tags: ["genre": "Podcast"]))
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

    /// A timer longer than the fade, set once the player has gone quiet (mpv has read the whole
    /// file and reports nothing more), is armed by the command itself: nothing else would wake the
    /// loop. Four players at once, each with its own length; each fades, pauses on time and gets
    /// its volume back.
    @Test func timersLongerThanTheFadeSetOnAQuietPlayerFadeAndPauseEveryTime() throws {
        let lengths = [10.5, 11, 11.5, 12]
        let runs = try lengths.map { seconds in
            let world = try TestWorld()
            let song = try world.reachable(try Fixtures.quietTone())
            let player = try world.start(["--headless", "--json", "--ao", "null", "--no-mpris", "--volume", "70", song])
            return (seconds: seconds, world: world, player: player)
        }
        defer { runs.forEach { $0.player.stop() } }
        for run in runs {
            // Past the start, when mpv's own reading and reporting is over.
            let quiet = run.player.wait(timeout: 15) {
                let status = try? run.world.run(["status", "--json"])
                let line = status.flatMap { try? HeadlessJSONTests.lines($0.stdout).first }
                return (line?["elapsed"] as? Double ?? 0) >= 1.5
            }
            #expect(quiet, "\(run.player.stdoutLines.suffix(2)) \(run.player.stderrLines)")
            let sent = try run.world.run(["remote", "sleep", "\(run.seconds)s"])
            #expect(sent.status == 0, "\(sent.stderr)")
        }
        for run in runs {
            let lines = { (try? HeadlessJSONTests.lines(run.player.stdoutLines.joined(separator: "\n"))) ?? [] }
            let paused = run.player.wait(timeout: run.seconds + 10) { lines().contains { $0["state"] as? String == "paused" } }
            #expect(paused, "\(run.seconds) s: \(lines().suffix(2))")
            let all = lines()
            guard let armed = all.firstIndex(where: { $0["sleepRemaining"] != nil }),
                  let pause = all.firstIndex(where: { $0["state"] as? String == "paused" }) else { continue }
            let volumes = all[armed..<pause].compactMap { $0["volume"] as? Double }
            #expect(volumes.min() == 3.5, "\(run.seconds) s: the volume fell to a twentieth of 70: \(volumes)")
            #expect(all[pause]["volume"] as? Double == 70, "\(run.seconds) s: the volume is back: \(all[pause])")
            #expect(all[pause]["sleepRemaining"] == nil)
        }
    }
}
