import Foundation
import Testing
import TestSupport

/// `playdeck --headless --json`: the public contract status bars read, parsed, not grepped.
@Suite struct HeadlessJSONTests {
    static func lines(_ stdout: String) throws -> [[String: Any]] {
        try stdout.split(separator: "\n").map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8))
            guard let dictionary = object as? [String: Any] else { throw FixtureError("not an object: \(line)") }
            return dictionary
        }
    }

    static func play(_ args: [String]) throws -> (ProcessRunner.Result, [[String: Any]]) {
        let result = try ProcessRunner.run(ProcessRunner.playdeck,
                                           ["--headless", "--json", "--exit-at-end", "--ao", "null"] + args,
                                           environment: ["LANG": "C.UTF-8"])
        return (result, try lines(result.stdout))
    }

    /// Plays `path` at 1× until a snapshot shows what mpv reports of the file (its tags, every
    /// tone names an artist, and its length), then ends the player: that snapshot, and the
    /// `warnings` lines the player printed on standard error. The first snapshot of a short file
    /// at 8× (or of a 1 s file at 1×) was no witness: a loaded machine's loop can take a file's
    /// start after its 5 s ad has played (0.6 s at 8×), a batch before its tags, or not at all
    /// before the file has ended, and mpv then never reports them (the first snapshot was the
    /// end, with no title).
    static func firstFullSnapshot(_ path: String, environment: [String: String] = [:],
                                  warnings: Int = 0) throws -> (snapshot: [String: Any], stderr: [String]) {
        let player = try LiveProcess(ProcessRunner.playdeck, ["--headless", "--json", "--ao", "null", path],
                                     environment: environment)
        var full: [String: Any]?
        let shown = player.wait {
            full = (try? lines(player.stdoutLines.joined(separator: "\n")))?
                .first { $0["artist"] != nil && $0["duration"] != nil }
            return full != nil
        }
        player.signal(SIGTERM)
        #expect(player.waitForExit() == 128 + SIGTERM, "ended by the signal, not by a crash")
        player.wait(timeout: 2) { player.stderrLines.count >= warnings }
        guard shown, let full else {
            throw FixtureError("no snapshot showed the tags: \(player.stdoutLines.suffix(3)); stderr: \(player.stderrLines)")
        }
        return (full, player.stderrLines)
    }

    @Test func aFileIsReportedWithItsTagsDurationAndStateAndExitsZero() throws {
        let path = try Fixtures.tone(seconds: 2)
        let (result, lines) = try Self.play([path])
        #expect(result.status == 0, "\(result.stderr)")
        let first = try #require(lines.first)
        #expect(first["title"] as? String == "Test Tone")
        #expect(first["artist"] as? String == "Test Artist")
        #expect(first["album"] as? String == "Seeds")
        #expect(first["state"] as? String == "playing")
        #expect(first["rate"] as? Double == 1)
        #expect(first["path"] as? String == path)
        let duration = try #require(first["duration"] as? Double)
        #expect(abs(duration - (try Fixtures.probeDuration(path))) < 0.05)
        let elapsed = try #require(first["elapsed"] as? Double)
        #expect(elapsed >= 0 && elapsed < 0.5)
        let timestamp = try #require(first["timestamp"] as? Double)
        #expect(abs(timestamp - Date().timeIntervalSince1970) < 60)
        #expect(first["error"] == nil)
        #expect(first["subtitle"] == nil, "unknown values are absent, not empty")
        #expect(lines.last?["state"] as? String == "stopped")
    }

    @Test func startSpeedAndVolumeOptionsShowInTheFirstSnapshot() throws {
        let tone = try Fixtures.tone(seconds: 3)
        let launched = Date().timeIntervalSince1970
        let (result, lines) = try Self.play(["--start", "1", "--speed", "1.5", "--volume", "40", tone])
        #expect(result.status == 0)
        let first = try #require(lines.first)
        // The snapshot tells the position at its timestamp: it starts at 1 s, and a loaded loop
        // that publishes it late has let it play on since (at 1.5×), never more than that.
        let elapsed = try #require(first["elapsed"] as? Double)
        let timestamp = try #require(first["timestamp"] as? Double)
        #expect(elapsed >= 0.95, "started at --start 1")
        #expect(elapsed <= 1 + 1.5 * (timestamp - launched) + 0.05, "no further than it could have played")
        #expect(first["rate"] as? Double == 1.5)
        #expect(first["speed"] as? String == "1.5×")
        #expect(first["volume"] as? Double == 40)
    }

    @Test func koreanAndJapaneseTagsComeThroughIntact() throws {
        let path = try Fixtures.tone(seconds: 20, title: "굉장한 노래", artist: "歌手", album: "アルバム")
        let (shown, _) = try Self.firstFullSnapshot(path, environment: ["LANG": "C.UTF-8"])
        #expect(shown["title"] as? String == "굉장한 노래")
        #expect(shown["artist"] as? String == "歌手")
        #expect(shown["album"] as? String == "アルバム")
    }

    @Test func uninterruptedPlaybackPublishesNoPerSecondSnapshots() throws {
        // A 3 s file at 1×: the item's first snapshot, its end, and the stop; no per-second lines.
        let (_, lines) = try Self.play([try Fixtures.tone(seconds: 3)])
        #expect(lines.count <= 3, "\(lines.count) snapshots for 3 s of uninterrupted playback")
    }

    @Test func whatACommandDidIsNoLineOfTheJSONStreamNorOfStandardError() throws {
        let world = try TestWorld()
        let player = try world.start(["--headless", "--json", "--ao", "null", "--no-resume", "--pause",
                                      try Fixtures.tone(seconds: 30), try Fixtures.tone(seconds: 30, title: "Other")])
        defer { player.stop() }
        try #require(player.wait(timeout: 20) { player.stdoutLines.contains { $0.contains(#""state":"paused""#) } },
                     "no paused snapshot: \(player.stderrLines)")
        for command in [["shuffle"], ["volume", "40"], ["mute"], ["repeat"], ["bookmark-add"]] {
            #expect(try world.run(["remote"] + command).status == 0, "\(command)")
        }
        try #require(player.wait(timeout: 10) { player.stdoutLines.contains { $0.contains(#""muted":true"#) } },
                     "\(player.stdoutLines)")
        let lines = player.stdoutLines
        #expect(try Self.lines(lines.joined(separator: "\n")).count == lines.count, "every line is one JSON object")
        #expect(!(lines + player.stderrLines).contains { $0.contains("Shuffle on") || $0.contains("Volume 40%") })
    }
}
