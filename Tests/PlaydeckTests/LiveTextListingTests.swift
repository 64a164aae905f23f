import Foundation
import Testing
import TestSupport

/// `playdeck remote live-text` against the real binary: a headless player (real libmpv, vo
/// null) paused on a frame of generated code reads it with tesseract, and the command prints
/// it through the control socket. One player at a time: each reads frames with tesseract, a
/// second of CPU, and eight at once on a small machine starve the suite's timing tests.
@Suite(.serialized) struct LiveTextListingTests {
    /// A headless player of `media` in a world of its own, started paused, once it prints.
    static func player(_ media: [String], in world: TestWorld, extra: [String] = [],
                       environment: [String: String] = [:]) throws -> LiveProcess {
        let player = try world.start(["--headless", "--json", "--ao", "null", "--vo", "null", "--no-mpris"] + extra + media,
                                     environment: environment)
        try #require(player.wait { !player.stdoutLines.isEmpty }, "the player printed nothing: \(player.stderrLines)")
        return player
    }

    static func readCode(over background: Fixtures.Background) throws -> (accuracy: Double, text: String) {
        let world = try TestWorld()
        defer { world.remove() }
        let player = try Self.player([try Fixtures.codeVideo(over: background)], in: world, extra: ["--pause"])
        defer { player.stop() }
        let result = try world.run(["remote", "live-text"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        return (ReadingAccuracy.of(lines, against: Fixtures.drawnCode), result.stdout)
    }

    @Test func thePausedFrameOfCodeIsPrintedAtLeast95PercentRight() throws {
        let (accuracy, text) = try Self.readCode(over: .plain)
        #expect(accuracy >= 0.95, "\(accuracy): \(text)")
    }

    @Test func codeOverTestsrc2IsPrintedAtLeast95PercentRight() throws {
        let (accuracy, text) = try Self.readCode(over: .busy)
        #expect(accuracy >= 0.95, "\(accuracy): \(text)")
    }

    @Test func jsonGivesEveryWordWithItsBoxInTheFramesPixelsAndItsConfidence() throws {
        let world = try TestWorld()
        defer { world.remove() }
        let player = try Self.player([try Fixtures.codeVideo(over: .plain)], in: world, extra: ["--pause"])
        defer { player.stop() }
        let result = try world.run(["remote", "live-text", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let frame = try #require(object["frame"] as? [String: Int])
        #expect(frame == ["width": 1280, "height": 720], "the video's own size")
        let lines = try #require(object["lines"] as? [[String: Any]])
        #expect(lines.first?["text"] as? String == Fixtures.drawnCode[0])
        let words = lines.flatMap { $0["words"] as? [[String: Any]] ?? [] }
        #expect(words.count >= 20)
        for word in words {
            let box = try #require(word["box"] as? [String: Int])
            let x = box["x"] ?? -1, y = box["y"] ?? -1, width = box["width"] ?? 0, height = box["height"] ?? 0
            #expect(x >= 0 && y >= 0 && width > 0 && height > 0 && x + width <= 1280 && y + height <= 720, "\(word)")
            let confidence = try #require(word["confidence"] as? Double)
            #expect((0...1).contains(confidence))
        }
        let func_ = try #require(words.first)
        #expect(func_["text"] as? String == "func")
    }

    @Test func aFrameWithoutTextSaysSo() throws {
        let world = try TestWorld()
        defer { world.remove() }
        let player = try Self.player([try Fixtures.textlessVideo()], in: world, extra: ["--pause"])
        defer { player.stop() }
        let result = try world.run(["remote", "live-text"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "playdeck: live-text: no text in this frame\n")
    }

    @Test func videoThatPlaysOrAudioGetsOneLineAndStatusOne() throws {
        let world = try TestWorld()
        defer { world.remove() }
        let player = try Self.player([try Fixtures.codeVideo(over: .plain, seconds: 30)], in: world)
        defer { player.stop() }
        let playing = try world.run(["remote", "live-text"])
        #expect(playing.status == 1)
        #expect(playing.stderr == "playdeck: live-text: The video is not paused: Live Text reads a paused frame\n")

        let other = try TestWorld()
        defer { other.remove() }
        let song = try Self.player([try Fixtures.tone(seconds: 30)], in: other, extra: ["--pause"])
        defer { song.stop() }
        let audio = try other.run(["remote", "live-text"])
        #expect(audio.status == 1)
        #expect(audio.stderr == "playdeck: live-text: The item playing has no video\n")
    }

    @Test func withoutLanguageDataLiveTextIsOffWithOneLineAndThePlayerGoesOn() throws {
        let world = try TestWorld()
        defer { world.remove() }
        let empty = world.path + "/tessdata"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let player = try Self.player([try Fixtures.codeVideo(over: .plain)], in: world, extra: ["--pause"],
                                     environment: ["TESSDATA_PREFIX": empty])
        defer { player.stop() }
        let result = try world.run(["remote", "live-text"])
        #expect(result.status == 1)
        let expected = "Live Text is off: tesseract has no 'eng' language data (install tesseract-ocr-eng, or set "
            + "TESSDATA_PREFIX to a folder holding eng.traineddata)"
        #expect(result.stderr == "playdeck: live-text: \(expected)\n")
        #expect(player.stderrLines == ["playdeck: \(expected)"], "one line, and nothing of tesseract's own")
        #expect(player.isRunning)
        #expect(try world.run(["remote", "play"]).status == 0, "the player still answers")
    }

    @Test func turnedOffInTheConfigNothingIsReadAndTheCommandSaysWhy() throws {
        let world = try TestWorld()
        defer { world.remove() }
        let config = world.path + "/live-text-off.toml"
        try "[video]\nlive_text = false\n".write(toFile: config, atomically: true, encoding: .utf8)
        let player = try Self.player([try Fixtures.codeVideo(over: .plain)], in: world, extra: ["--pause", "--config", config])
        defer { player.stop() }
        let result = try world.run(["remote", "live-text"])
        #expect(result.status == 1)
        #expect(result.stderr == "playdeck: live-text: Live Text is turned off ([video] live_text = false)\n")
    }

    @Test func aSeekWhilePausedReadsTheNewFrameAndResumingDropsTheReading() throws {
        let world = try TestWorld()
        defer { world.remove() }
        let player = try Self.player([try Fixtures.codeVideo(over: .plain)], in: world, extra: ["--pause"])
        defer { player.stop() }
        #expect(try world.run(["remote", "live-text"]).status == 0)
        func liveText() -> [String] {
            player.stdoutLines.compactMap { line in
                (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["liveText"] as? String
            }
        }
        #expect(liveText().suffix(2) == ["reading", "ready"])
        #expect(try world.run(["remote", "seek", "2"]).status == 0)
        #expect(player.wait { liveText().count >= 4 && liveText().suffix(2) == ["reading", "ready"] }, "\(liveText())")
        #expect(try world.run(["remote", "play"]).status == 0)
        let played = try world.run(["remote", "live-text"])
        #expect(played.status == 1, "the reading went with the paused frame: \(played.stdout)")
    }
}
