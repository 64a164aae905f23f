import Foundation
import Testing
import TestSupport

/// What a newcomer meets first: `--help` shows how to play, an unknown option is named, and the
/// exit statuses are the README's.
@Suite struct CLITests {
    @Test func helpShowsThePlayOptionsAndTheSubcommands() throws {
        for flag in ["--help", "-h", "help"] {
            let result = try ProcessRunner.run(ProcessRunner.playdeck, [flag])
            #expect(result.status == 0, "\(flag): \(result.stderr)")
            #expect(result.stdout.contains("USAGE: playdeck [<options>] [<items> ...]"), "\(flag): \(result.stdout)")
            for option in ["--headless", "--speed <speed>", "--no-resume", "--no-mpris"] {
                #expect(result.stdout.contains(option), "\(flag) lacks \(option)")
            }
            for subcommand in ["config", "remote", "status"] {
                #expect(result.stdout.contains("\n  \(subcommand) "), "\(flag) lacks \(subcommand)")
            }
        }
    }

    @Test func anUnknownOptionIsNamedAndIsAUsageError() throws {
        for arguments in [["--bogus"], ["--bogus", "song.mp3"]] {
            let result = try ProcessRunner.run(ProcessRunner.playdeck, arguments)
            #expect(result.status == 64, "\(arguments)")
            #expect(result.stderr.contains("Unknown option '--bogus'"), "\(arguments): \(result.stderr)")
            #expect(!result.stderr.contains("nothing to play"), "\(result.stderr)")
        }
        let nothing = try ProcessRunner.run(ProcessRunner.playdeck, [])
        #expect(nothing.status == 64)
        #expect(nothing.stderr.contains("nothing to play"), "\(nothing.stderr)")
        let bad = try ProcessRunner.run(ProcessRunner.playdeck, ["--speed", "fast", "song.mp3"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("'fast' is invalid for '--speed <speed>'"), "\(bad.stderr)")
    }

    @Test func theExitStatusesAreTheReadmes() throws {
        let good = try Fixtures.tone(seconds: 1)
        let played = try ProcessRunner.run(ProcessRunner.playdeck, ["--headless", "--exit-at-end", "--ao", "null", good])
        #expect(played.status == 0, "\(played.stderr)")
        let failed = try ProcessRunner.run(ProcessRunner.playdeck, ["--headless", "--exit-at-end", "--ao", "null",
                                                                    "/nonexistent/cli.mp3", good])
        #expect(failed.status == 1, "\(failed.stderr)")
        let config = try Fixtures.file(named: "cli-bad.toml", bytes: Array("[skip]\nforwrd = 5\n".utf8))
        let misconfigured = try ProcessRunner.run(ProcessRunner.playdeck, ["--config", config, "--headless", good])
        #expect(misconfigured.status == 2, "\(misconfigured.stderr)")
        let readme = try String(contentsOfFile: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md").path, encoding: .utf8)
        for row in ["| 0 | everything played |", "| 1 | an item could not be played", "| 2 | the config has errors",
                    "| 64 | a usage error"] {
            #expect(readme.contains(row), "README lacks \(row)")
        }
    }

    /// Standard input is read by descriptor, a pipe too: only names are refused when not regular files.
    @Test func aListPipedOnStandardInputPlays() throws {
        let song = try Fixtures.tone(seconds: 1)
        let result = try ProcessRunner.run("/bin/sh", ["-c", "printf '%s\\n' \"$1\" | \"$0\" --headless --json --exit-at-end --ao null -",
                                                       ProcessRunner.playdeck, song])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try HeadlessJSONTests.lines(result.stdout).first?["path"] as? String == song)
    }
}
