import Foundation
import Testing
import TestSupport

/// `[audio]` on the real binary, heard through mpv's WAV writer (ao=pcm, as fast as it can):
/// an album's tracks join without a gap, and ReplayGain tags set the level.
@Suite struct AudioSettingsEndToEndTests {
    /// Plays `items` headless to their end with `config` and returns the samples mpv wrote. It
    /// starts paused and plays once the first item is in: ao=pcm plays a track in milliseconds,
    /// and mpv must not settle its end before the next is queued (in real time, seconds before).
    static func play(_ items: [String], config: String) throws -> [Int16] {
        let world = try TestWorld()
        defer { world.remove() }
        let output = world.path + "/out.wav"
        let configPath = world.path + "/config.toml"
        try (config + "\n[mpv]\nao-pcm-file = \"\(output)\"\n").write(toFile: configPath, atomically: true, encoding: .utf8)
        let player = try world.start(["--config", configPath, "--headless", "--json", "--exit-at-end", "--no-resume",
                                      "--pause", "--ao", "pcm"] + items)
        #expect(player.wait(timeout: 10) { player.stdoutLines.contains { $0.contains(#""state":"paused""#) && $0.contains(#""elapsed""#) } },
                "\(player.stdoutLines) \(player.stderrLines)")
        #expect(try world.run(["remote", "play"]).status == 0)
        #expect(player.waitForExit(timeout: 20) == 0, "\(player.stderrLines)")
        return try Fixtures.samples(output)
    }

    static func peak(_ samples: [Int16]) -> Int { samples.map { abs(Int($0)) }.max() ?? 0 }

    @Test func anAlbumCutInTwoPlaysAsTheOneToneItWasCutFrom() throws {
        let tone = try Fixtures.splitTone()
        let played = try Self.play(tone.parts, config: "")
        let whole = try Fixtures.samples(tone.whole)
        #expect(played.count == whole.count, "\(played.count) samples played of \(whole.count)")
        let worst = zip(played, whole).map { abs(Int($0) - Int($1)) }.max() ?? .max
        #expect(worst <= 1, "the largest difference from the continuous tone is \(worst)")
    }

    @Test func gaplessOffStartsTheOutputAgainForTheSecondTrack() throws {
        let tone = try Fixtures.splitTone()
        let played = try Self.play(tone.parts, config: "[audio]\ngapless = false\n")
        #expect(played.count < (try Fixtures.samples(tone.whole)).count)
    }

    /// A track tagged 6.02 dB too loud plays at half its amplitude under "track", as it is under "off".
    @Test(arguments: [("track", 0.5), ("off", 1.0)])
    func replayGainSetsTheLevelFromTheTags(mode: String, ratio: Double) throws {
        let tagged = try Fixtures.replayGainTone(trackGain: "-6.02 dB")
        let original = Self.peak(try Fixtures.samples(tagged))
        let played = Self.peak(try Self.play([tagged], config: "[audio]\nreplaygain = \"\(mode)\"\n"))
        #expect(abs(Double(played) / Double(original) - ratio) < 0.02, "peak \(played) of \(original) under \(mode)")
    }
}
