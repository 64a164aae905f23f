import Foundation
import Testing
import TestSupport

/// Sidecars end to end: `song.mp3.playdeck.toml` beside the file changes what is published.
@Suite struct SidecarCLITests {
    /// A fresh copy of a tone, so that each test owns the sidecar beside it.
    static func media(_ name: String, sidecar: String, seconds: Double = 20) throws -> String {
        let path = Fixtures.directory + "/" + name
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: try Fixtures.tone(seconds: seconds), toPath: path)
        try sidecar.write(toFile: path + ".playdeck.toml", atomically: true, encoding: .utf8)
        return path
    }

    @Test func anAdAtTheStartIsLeftOutOfDurationAndDisablesSkipForward() throws {
        let path = try Self.media("ad-start.mp3", sidecar: "[[ad]]\nstart = 0\nduration = 5\n")
        let (first, _) = try HeadlessJSONTests.firstFullSnapshot(path)
        #expect(abs((first["duration"] as? Double ?? 0) - 15) < 0.1)
        #expect(first["inAd"] as? Bool == true)
        #expect(first["elapsed"] as? Double == 0)
        #expect((first["adRanges"] as? [[Double]]) == [[0, 5]])
        #expect((first["commands"] as? [String: Bool])?["skipForward"] == false)
    }

    @Test func sidecarMetadataOverridesTheTagsAndFollowsTheLocale() throws {
        let sidecar = """
        [metadata]
        title = "Magnificent"
        subtitle = "Episode 1"
        creation_date = "2022-06-06"

        [[metadata.localized]]
        language = "ko"
        title = "굉장한"
        """
        let path = try Self.media("localized.mp3", sidecar: sidecar)
        let (english, _) = try HeadlessJSONTests.firstFullSnapshot(path, environment: ["LANG": "en_US.UTF-8", "LC_ALL": ""])
        #expect(english["title"] as? String == "Magnificent")
        #expect(english["subtitle"] as? String == "Episode 1")
        #expect(english["year"] as? String == "2022")
        #expect(english["artist"] as? String == "Test Artist", "embedded tags stay where the sidecar says nothing")
        let (korean, _) = try HeadlessJSONTests.firstFullSnapshot(path, environment: ["LANG": "ko_KR.UTF-8", "LC_ALL": ""])
        #expect(korean["title"] as? String == "굉장한")
    }

    /// The player opened the FIFO without O_NONBLOCK: it waited in open(2) for a writer, before
    /// playing, with its signals blocked, and SIGTERM never ended it.
    @Test func aFIFOSidecarIsOneWarningTheMediaPlaysAndSIGTERMEndsIt() throws {
        let path = Fixtures.directory + "/fifo-sidecar-\(UUID().uuidString).mp3"
        try FileManager.default.copyItem(atPath: try Fixtures.tone(seconds: 20), toPath: path)
        try #require(mkfifo(path + ".playdeck.toml", 0o644) == 0)
        defer { unlink(path + ".playdeck.toml") }
        let player = try LiveProcess(ProcessRunner.playdeck, ["--headless", "--json", "--ao", "null", path])
        #expect(player.wait { !player.stdoutLines.isEmpty }, "nothing played; stderr: \(player.stderrLines)")
        #expect(player.stderrLines == ["playdeck: \(path).playdeck.toml: cannot read: not a regular file (playing without the sidecar)"])
        player.signal(SIGTERM)
        #expect(player.waitForExit() == 128 + SIGTERM)
    }

    /// A 10,000-part key crashed the player (SIGSEGV) before the media played.
    @Test func aSidecarWithATenThousandPartKeyIsOneWarningAndTheMediaPlays() throws {
        let key = Array(repeating: "a", count: 10_000).joined(separator: ".")
        let path = try Self.media("deep-sidecar.mp3", sidecar: "[metadata]\n" + key + " = 1\n")
        let (shown, stderr) = try HeadlessJSONTests.firstFullSnapshot(path, warnings: 1)
        #expect(shown["title"] as? String == "Test Tone")
        #expect(stderr.count == 1, "\(stderr.joined(separator: "\n").prefix(500))")
        #expect(stderr.first?.contains("deep-sidecar.mp3.playdeck.toml:2:198: tables and arrays nest deeper") == true)
        #expect(stderr.first?.contains("playing without the sidecar") == true)
    }

    /// A 254-byte name is valid; its sidecar's name cannot exist, and a sidecar that cannot exist is absent.
    @Test func aMediaNameNearTheLimitPlaysWithoutAFalseSidecarError() throws {
        let folder = try Fixtures.folder(named: "long-name")
        let path = folder + "/" + String(repeating: "n", count: 250) + ".mp3"
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: try Fixtures.tone(seconds: 20), toPath: path)
        let (shown, stderr) = try HeadlessJSONTests.firstFullSnapshot(path)
        #expect(shown["title"] as? String == "Test Tone")
        #expect(stderr.isEmpty, "\(stderr)")
    }

    @Test func aBrokenSidecarIsOneWarningAndTheMediaStillPlays() throws {
        let path = try Self.media("broken-sidecar.mp3", sidecar: "[[ad]\nstart = zero\n")
        let (shown, stderr) = try HeadlessJSONTests.firstFullSnapshot(path, warnings: 1)
        #expect(shown["title"] as? String == "Test Tone")
        #expect(stderr.contains { $0.contains("broken-sidecar.mp3.playdeck.toml:1:") && $0.contains("playing without the sidecar") },
                "\(stderr)")
    }
}
