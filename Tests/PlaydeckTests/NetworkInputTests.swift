import Foundation
import Testing
import TestSupport

/// Network items headless: a bad one is one line naming its URL and mpv's reason, the file
/// after it plays, and the exit status says something failed; a live stream is published as
/// live, and its server going away is one line too.
@Suite struct NetworkInputTests {
    static func arguments(_ config: String, _ items: [String]) -> [String] {
        ["--config", config, "--headless", "--json", "--exit-at-end", "--no-resume", "--ao", "null"] + items
    }

    static func snapshots(_ player: LiveProcess) -> [[String: Any]] {
        (try? HeadlessJSONTests.lines(player.stdoutLines.joined(separator: "\n"))) ?? []
    }

    @Test(arguments: NetworkInput.rows)
    func aBadNetworkItemIsOneLineAndTheFileAfterItPlays(_ row: NetworkInput) throws {
        let server = try NetworkInput.server()
        let url = row.url(server), good = try Fixtures.tone(seconds: 1, title: NetworkInput.goodTitle)
        let result = try ProcessRunner.run(ProcessRunner.playdeck, Self.arguments(try NetworkInput.config(), [url, good]),
                                           timeout: 40)
        #expect(result.status == 1, "\(result.stderr)")
        let errors = result.stderr.split(separator: "\n").map(String.init)
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.first?.contains(url) == true, "\(errors)")
        #expect(errors.first?.contains(row.reason) == true, "\(errors)")
        let played = try HeadlessJSONTests.lines(result.stdout)
        #expect(played.contains { $0["path"] as? String == url && $0["error"] is String }, "the failure is published")
        #expect(played.contains { $0["path"] as? String == good && $0["state"] as? String == "playing" },
                "the good file never played")
    }

    @Test func aLiveStreamIsLiveWithoutDurationAndItsServerGoingAwayIsOneLine() throws {
        let server = try NetworkInput.server()
        let live = server.url("live.m3u8"), good = try Fixtures.tone(seconds: 1, title: NetworkInput.goodTitle)
        let player = try LiveProcess(ProcessRunner.playdeck, Self.arguments(try NetworkInput.config(), [live, good]))
        defer { player.stop() }
        let isLive = { (s: [String: Any]) in s["path"] as? String == live && s["isLive"] as? Bool == true }
        try #require(player.wait(timeout: 20) { Self.snapshots(player).contains(where: isLive) },
                     "never live: \(player.stdoutLines) \(player.stderrLines)")
        let snapshot = try #require(Self.snapshots(player).last(where: isLive))
        #expect(snapshot["duration"] == nil, "a live stream has no duration: \(snapshot)")
        let first = Self.snapshots(player).first { $0["path"] as? String == live }
        #expect(first?["isLive"] as? Bool == true, "live from its first snapshot on: \(first ?? [:])")
        #expect((snapshot["commands"] as? [String: Bool])?["skipForward"] == false)
        server.stop()
        #expect(player.waitForExit(timeout: 30) == 1, "\(player.stderrLines)")
        #expect(player.stderrLines.count == 1, "\(player.stderrLines)")
        let line = player.stderrLines.first ?? ""
        #expect(line.contains(live) && line.contains("stream lost at") && line.contains("Connection refused"), "\(line)")
        #expect(Self.snapshots(player).contains { $0["path"] as? String == good && $0["state"] as? String == "playing" },
                "the good file never played")
    }

    @Test func aSlowStreamPublishesHowFullTheCacheIs() throws {
        // 4 kB a second of an 8 kB-a-second mp3: playback keeps waiting for the cache.
        let server = try NetworkInput.server()
        let slow = server.url("drip/tone.mp3?bps=4000")
        let player = try LiveProcess(ProcessRunner.playdeck, Self.arguments(try NetworkInput.config(), [slow]))
        defer { player.stop() }
        let buffering = { (s: [String: Any]) in s["buffering"] is Int }
        try #require(player.wait(timeout: 20) { Self.snapshots(player).contains(where: buffering) },
                     "never buffering: \(player.stdoutLines) \(player.stderrLines)")
        let snapshot = try #require(Self.snapshots(player).first(where: buffering))
        #expect(snapshot["state"] as? String == "interrupted")
        #expect((0...100).contains(snapshot["buffering"] as? Int ?? -1))
        #expect(Self.snapshots(player).filter { $0["state"] as? String == "playing" }.allSatisfy { $0["buffering"] == nil },
                "the key is absent while playing")
    }
}
