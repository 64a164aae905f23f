import Foundation
import Testing
import TestSupport

/// `playdeck remote seek` speaks the go-to prompt's forms: a time, a share of the length, a
/// step either way (a step back starts with a dash and is no option), and says what is wrong.
@Suite struct RemoteSeekTests {
    @Test func timesSharesAndStepsGoThereAndABadOneSaysWhy() throws {
        let world = try TestWorld()
        let player = try world.start(["--headless", "--json", "--ao", "null", "--no-resume", "--pause",
                                      try Fixtures.tone(seconds: 40)])
        defer { player.stop() }
        try #require(player.wait(timeout: 20) { player.stdoutLines.contains { $0.contains(#""state":"paused""#) } },
                     "no paused snapshot: \(player.stderrLines)")
        for (words, elapsed) in [(["seek", "50%"], 20.0), (["seek", "-0:05"], 15), (["seek", "+10"], 25), (["seek", "--", "-0:03"], 22),
                               (["seek", "0:07"], 7)] {
            let result = try world.run(["remote"] + words)
            #expect(result.status == 0, "\(words): \(result.stderr)")
            let landed = try Attach.waitForStatus(in: world) { abs(($0.elapsed ?? -1) - elapsed) < 0.5 }
            #expect(abs((landed.elapsed ?? -1) - elapsed) < 0.5, "\(words): \(landed.elapsed ?? -1)")
        }
        let bad = try world.run(["remote", "seek", "150%"])
        #expect(bad.status == 64)
        #expect(bad.stderr.hasPrefix("Error: 'seek': '150%' is past the end: a percentage goes from 0% to 100%\n"), "\(bad.stderr)")
    }
}
