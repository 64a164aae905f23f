import Foundation
import Testing
import TestSupport

/// A machine where no audio output works (here ALSA, given a configuration with no device) plays
/// on without sound and says so in one line, not in the sound library's own lines: libasound
/// wrote sixteen "ALSA lib conf.c:…" lines to standard error for each attempt, into the tile and
/// onto the terminal at exit.
@Suite struct SilentOutputTests {
    @Test func noWorkingOutputIsOneLineAndPlaybackGoesOn() throws {
        let world = try TestWorld()
        defer { world.remove() }
        let song = try Fixtures.tone(seconds: 1, title: "Unheard")
        let config = world.path + "/no-devices.conf"
        try Data().write(to: URL(fileURLWithPath: config))
        var environment = world.environment
        environment["ALSA_CONFIG_PATH"] = config
        let result = try ProcessRunner.run(world.playdeck, ["--headless", "--exit-at-end", "--no-mpris", "--ao", "alsa", song],
                                           environment: environment)
        #expect(result.status == 0, "played to its end: \(result.stderr)")
        let errors = result.stderr.split(separator: "\n").map(String.init)
        #expect(errors == ["playdeck: No audio output works here (no sound card or sound server answered): playing without sound; "
                               + "--ao or [mpv] ao chooses one"], "\(errors)")
        #expect(result.stdout.contains("Unheard"))
    }

    @Test func silenceAskedForIsNotToldAbout() throws {
        let world = try TestWorld()
        defer { world.remove() }
        let result = try ProcessRunner.run(world.playdeck, ["--headless", "--exit-at-end", "--no-mpris", "--ao", "null",
                                                            try Fixtures.tone(seconds: 1)], environment: world.environment)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }
}
