import Foundation
import Testing
import TestSupport

/// A sidecar's interstitial plays on the second player at its time, then the item goes on.
@Suite struct InterstitialCLITests {
    @Test func anInterstitialPlaysAtItsTimeAndTheItemResumesAfterIt() throws {
        let folder = Fixtures.directory + "/interstitial-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let main = folder + "/episode.mp3"
        try FileManager.default.copyItem(atPath: try Fixtures.tone(seconds: 4), toPath: main)
        try FileManager.default.copyItem(atPath: try Fixtures.tone(seconds: 1, title: "Sponsor", frequency: 880),
                                         toPath: folder + "/ad.mp3")
        try """
        [[interstitial]]
        time = 1
        url = "ad.mp3"
        skippable_after = 0.5
        restrictions = ["requires-playback-at-preferred-rate"]
        """.write(toFile: main + ".playdeck.toml", atomically: true, encoding: .utf8)
        let result = try ProcessRunner.run(ProcessRunner.playdeck, ["--headless", "--json", "--exit-at-end", "--no-resume",
                                                                    "--ao", "null", "--speed", "2", main])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try HeadlessJSONTests.lines(result.stdout)
        let start = try #require(lines.firstIndex { $0["inAd"] as? Bool == true }, "no snapshot while the interstitial played")
        let during = lines[start]
        #expect(abs((during["elapsed"] as? Double ?? -1) - 1) < 0.3, "the primary holds at the event's time")
        #expect((during["commands"] as? [String: Bool])?["changePlaybackRate"] == false, "the rate is fixed during it")
        let after = try #require(lines[start...].first { $0["inAd"] as? Bool == false && $0["elapsed"] is Double },
                                 "no snapshot after the interstitial: \(lines.count) lines")
        #expect((after["elapsed"] as? Double ?? 0) >= 1 - 0.3, "the item resumed after the interstitial, not from the start")
    }
}
