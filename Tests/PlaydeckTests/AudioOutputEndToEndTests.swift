import Foundation
import Testing
import TestSupport

/// Where the sound goes, in the real binary on real outputs: two ALSA null devices (each with
/// a description, as a sound card's are) and a null default, declared in the world's own
/// ~/.asoundrc, played through with `--ao alsa`. ALSA's null device takes samples as fast as
/// they come, so the item starts paused and the queue stays open (`--idle`).
@Suite struct AudioOutputEndToEndTests {
    static let headphones = "alsa/playdeck_headphones"

    /// A world whose ALSA has the speakers and the headphones, or only the speakers.
    static func world(headphones: Bool = true) throws -> TestWorld {
        let world = try TestWorld()
        try writeOutputs(in: world, headphones: headphones)
        return world
    }

    static func writeOutputs(in world: TestWorld, headphones: Bool) throws {
        func device(_ name: String, _ description: String) -> String {
            "pcm.\(name) {\n    type null\n    hint { show on description \"\(description)\" }\n}\n"
        }
        let text = "pcm.!default { type null }\n" + device("playdeck_speakers", "PlayDeck Speakers")
            + (headphones ? device("playdeck_headphones", "PlayDeck Headphones") : "")
        try text.write(toFile: world.environment["HOME", default: ""] + "/.asoundrc", atomically: true, encoding: .utf8)
    }

    static let playerOptions = ["--ao", "alsa", "--no-resume", "--pause", "--idle"]

    /// A headless player in `world`, once it has published its paused item.
    static func player(in world: TestWorld, _ path: String) throws -> LiveProcess {
        let player = try world.start(["--headless", "--json"] + playerOptions + [path])
        try #require(player.wait(timeout: 20) { player.stdoutLines.contains { $0.contains(#""state":"paused""#) } },
                     "no paused snapshot: \(player.stderrLines)")
        return player
    }

    static func status(_ world: TestWorld) throws -> [String: Any] {
        let result = try world.run(["status", "--json"])
        guard result.status == 0, let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        else { throw FixtureError("no status: \(result.stderr)") }
        return object
    }

    /// Asks until `condition` holds (a test may poll; the product may not).
    static func within(_ seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    @Test func theOutputsAreListedAChosenOneTakesOverAndTheNextStartUsesIt() throws {
        let world = try Self.world()
        let song = try Fixtures.tone(seconds: 5)
        let player = try Self.player(in: world, song)
        let listing = try world.run(["remote", "audio-devices"])
        #expect(listing.status == 0, "\(listing.stderr)")
        let lines = listing.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "▶ auto  Autoselect device")
        #expect(lines.contains("  alsa/playdeck_speakers  PlayDeck Speakers"))
        #expect(lines.contains("  alsa/playdeck_headphones  PlayDeck Headphones"))

        let chosen = try world.run(["remote", "audio-device", Self.headphones])
        #expect(chosen.status == 0, "\(chosen.stderr)")
        let status = try Self.status(world)
        #expect(status["audioDevice"] as? String == Self.headphones)
        let json = try world.run(["remote", "audio-devices", "--json"])
        #expect(json.stdout.contains(#"{"current":true,"description":"PlayDeck Headphones","name":"alsa/playdeck_headphones"}"#),
                "\(json.stdout)")
        // It plays there: the item runs to its end without an error.
        #expect(try world.run(["remote", "play"]).status == 0)
        #expect(player.wait(timeout: 20) { player.stdoutLines.last?.contains(#""state":"stopped""#) == true },
                "\(player.stdoutLines.suffix(3)) \(player.stderrLines)")
        #expect(!player.stdoutLines.contains { $0.contains(#""error""#) })
        #expect(player.stderrLines.isEmpty, "\(player.stderrLines)")
        player.signal(SIGTERM)
        _ = player.waitForExit()

        let remembered = try String(contentsOfFile: world.environment["XDG_STATE_HOME", default: ""] + "/playdeck/audio-device",
                                    encoding: .utf8)
        #expect(remembered == "device=\(Self.headphones)\n")
        let again = try Self.player(in: world, song)
        #expect(try Self.status(world)["audioDevice"] as? String == Self.headphones, "used at the next start")
        again.stop()
    }

    @Test func aRememberedOutputThatIsNotThereLeavesTheDefaultAndStaysRemembered() throws {
        let world = try Self.world()
        let song = try Fixtures.tone(seconds: 5)
        let first = try Self.player(in: world, song)
        #expect(try world.run(["remote", "audio-device", Self.headphones]).status == 0)
        first.stop()
        try Self.writeOutputs(in: world, headphones: false)
        let second = try Self.player(in: world, song)
        let status = try Self.status(world)
        #expect(status["audioDevice"] as? String == "auto")
        let names = (status["audioDevices"] as? [[String: String]])?.compactMap { $0["name"] }
        #expect(names?.first == "auto" && names?.contains("alsa/playdeck_speakers") == true, "\(names ?? [])")
        #expect(names?.contains(Self.headphones) == false, "\(names ?? [])")
        #expect(second.stderrLines.isEmpty, "\(second.stderrLines)")
        second.stop()
        let remembered = try String(contentsOfFile: world.environment["XDG_STATE_HOME", default: ""] + "/playdeck/audio-device",
                                    encoding: .utf8)
        #expect(remembered == "device=\(Self.headphones)\n")
    }

    @Test func anOutputNotListedIsRefusedInOneLine() throws {
        let world = try Self.world()
        let player = try Self.player(in: world, try Fixtures.tone(seconds: 5))
        let result = try world.run(["remote", "audio-device", "alsa/nowhere"])
        #expect(result.status == 1)
        #expect(result.stderr == "playdeck: audio-device alsa/nowhere: No audio output is named 'alsa/nowhere'\n")
        #expect(try Self.status(world)["audioDevice"] as? String == "auto")
        player.stop()
    }

    @Test func oOpensTheOutputMenuInTheTileAndEnterMovesTheSoundThere() throws {
        let world = try Self.world()
        let pane = try TileEndToEndTests.Pane([try Fixtures.tone(seconds: 5)], world: world, options: Self.playerOptions)
        try #require(pane.wait(seconds: 20) { $0.contains("Test Tone") } != nil, "\(pane.screen())")
        try pane.send("o")
        let menu = pane.wait { $0.contains("Output") && $0.contains("● Autoselect device") && $0.contains("PlayDeck Headphones") }
        try #require(menu != nil, "no output menu: \(pane.screen())")
        // auto, the ALSA default, the speakers, the headphones: the last.
        for key in ["Down", "Down", "Down", "Enter"] { try pane.send(key) }
        #expect(pane.wait { !$0.contains("Autoselect device") } != nil, "\(pane.screen())")
        #expect(Self.within(10) { (try? Self.status(world))?["audioDevice"] as? String == Self.headphones })
        try pane.send("o")
        #expect(pane.wait { $0.contains("● PlayDeck Headphones") } != nil, "the choice is not marked: \(pane.screen())")
    }

    @Test func theOutputMenuWorksOverAttachToo() throws {
        let world = try Self.world()
        let player = try Self.player(in: world, try Fixtures.tone(seconds: 5))
        let pane = try Attach.tile(in: world)
        try #require(pane.wait(seconds: 20) { $0.contains("Test Tone") } != nil, "\(pane.screen())")
        try pane.send("o")
        try #require(pane.wait { $0.contains("● Autoselect device") && $0.contains("PlayDeck Speakers") } != nil,
                     "no output menu: \(pane.screen())")
        for key in ["Down", "Down", "Enter"] { try pane.send(key) }
        #expect(Self.within(10) { (try? Self.status(world))?["audioDevice"] as? String == "alsa/playdeck_speakers" })
        try pane.send("o")
        #expect(pane.wait { $0.contains("● PlayDeck Speakers") } != nil, "the choice is not marked: \(pane.screen())")
        player.stop()
    }
}
