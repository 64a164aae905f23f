import Foundation
import Testing
import TestSupport

/// `playdeck config …` and `--config`: a wrong file is reported with file, line and column
/// and stops PlayDeck before it plays or touches the terminal.
@Suite struct ConfigCLITests {
    static func write(_ text: String, named name: String) throws -> String {
        let path = Fixtures.directory + "/" + name
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func checkSaysOkForAGoodFile() throws {
        let path = try Self.write("[skip]\nforward = [30]\n", named: "good.toml")
        let result = try ProcessRunner.run(ProcessRunner.playdeck, ["config", "check", path])
        #expect(result.status == 0)
        #expect(result.stdout == "ok\n")
    }

    @Test func checkPrintsEveryErrorWithLineAndColumn() throws {
        let path = try Self.write("[skip]\nforwrd = [30]\n\n[speed]\ndefault = \"fast\"\n", named: "two-errors.toml")
        let result = try ProcessRunner.run(ProcessRunner.playdeck, ["config", "check", path])
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 2, "\(lines)")
        #expect(lines.first?.hasPrefix("playdeck: \(path):2:1: unknown key 'forwrd' in [skip]; did you mean 'forward'?") == true)
        #expect(lines.last?.hasPrefix("playdeck: \(path):5:") == true)
    }

    /// Without a depth limit, the recursive TOML tree reader ran out of stack: SIGSEGV.
    @Test func aTenThousandPartKeyIsOneLineNotACrash() throws {
        let key = Array(repeating: "a", count: 10_000).joined(separator: ".")
        for (name, text) in [("deep-key.toml", key + " = 1\n"), ("deep-table.toml", "[" + key + "]\n")] {
            let path = try Self.write(text, named: name)
            let result = try ProcessRunner.run(ProcessRunner.playdeck, ["config", "check", path])
            #expect(result.status == 2)
            let lines = result.stderr.split(separator: "\n")
            #expect(lines.count == 1, "\(result.stderr.prefix(500))")
            #expect(lines.first?.hasPrefix("playdeck: \(path):1:") == true)
            #expect(lines.first?.contains("nest deeper than 100 levels") == true)
        }
    }

    /// In the default config, the crash came at every start.
    @Test func aTenThousandPartKeyInTheDefaultConfigStopsTheStartWithOneLine() throws {
        let world = try TestWorld()
        let path = world.path + "/config/playdeck/config.toml"
        try FileManager.default.createDirectory(atPath: world.path + "/config/playdeck", withIntermediateDirectories: true)
        try (Array(repeating: "a", count: 10_000).joined(separator: ".") + " = 1\n").write(toFile: path, atomically: true, encoding: .utf8)
        let result = try ProcessRunner.run(ProcessRunner.playdeck, ["--headless", "--ao", "null", try Fixtures.tone(seconds: 1)],
                                           environment: world.environment)
        #expect(result.status == 2)
        #expect(result.stderr.split(separator: "\n").count == 1, "\(result.stderr.prefix(500))")
        #expect(result.stderr.contains("\(path):1:200: tables and arrays nest deeper than 100 levels"))
    }

    /// `config check` and the start echoed the value raw: ESC and BEL reached the terminal, and
    /// a 1 MB value came back whole.
    @Test func aValueIsEchoedWithoutControlsAndShortened() throws {
        let hostile = try Self.write("[theme]\naccent = \"\\u001b]52;c;SGVsbG8=\\u0007\"\n", named: "hostile-accent.toml")
        let huge = try Self.write("[theme]\naccent = \"" + String(repeating: "x", count: 1 << 20) + "\"\n", named: "huge-accent.toml")
        for path in [hostile, huge] {
            for arguments in [["config", "check", path], ["--config", path, "--headless", "--ao", "null", try Fixtures.tone(seconds: 1)]] {
                let result = try ProcessRunner.run(ProcessRunner.playdeck, arguments)
                #expect(result.status == 2)
                #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" }, "\(result.stderr.debugDescription)")
                #expect(result.stderr.count < 1_000, "\(result.stderr.count) characters")
                #expect(result.stderr.hasPrefix("playdeck: \(path):2:"))
            }
        }
    }

    @Test func aFIFOConfigIsOneLineNotAWait() throws {
        let path = Fixtures.directory + "/fifo-config-\(UUID().uuidString).toml"
        try #require(mkfifo(path, 0o644) == 0)
        defer { unlink(path) }
        let result = try ProcessRunner.run(ProcessRunner.playdeck, ["config", "check", path])
        #expect(result.status == 2)
        #expect(result.stderr == "playdeck: \(path): cannot read: not a regular file\n")
    }

    @Test func aWrongConfigStopsPlaybackWithStatusTwo() throws {
        let path = try Self.write("[theme]\naccent = \"chartreuse-ish\"\n", named: "bad-theme.toml")
        let result = try ProcessRunner.run(ProcessRunner.playdeck,
                                           ["--config", path, "--headless", "--json", "--ao", "null", try Fixtures.tone(seconds: 1)])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty, "nothing may play with a wrong config")
        #expect(result.stderr.contains("\(path):2:"))
    }

    @Test func theDefaultFilePrintedIsTheShippedOne() throws {
        let shipped = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("config/playdeck.toml")
        let result = try ProcessRunner.run(ProcessRunner.playdeck, ["config", "default"])
        #expect(result.stdout == (try String(contentsOf: shipped, encoding: .utf8)))
    }

    @Test func anEmptySpeedListDisablesRateCommands() throws {
        let path = try Self.write("[speed]\nspeeds = []\n", named: "no-speeds.toml")
        let result = try ProcessRunner.run(ProcessRunner.playdeck, ["--config", path, "--headless", "--json",
                                                                    "--exit-at-end", "--ao", "null", try Fixtures.tone(seconds: 1)])
        let first = try #require(try HeadlessJSONTests.lines(result.stdout).first)
        let commands = try #require(first["commands"] as? [String: Bool])
        #expect(commands["changePlaybackRate"] == false)
    }

    @Test func theDefaultSpeedOfTheConfigIsWherePlaybackStarts() throws {
        let path = try Self.write("[speed]\ndefault = 1.5\n", named: "default-speed.toml")
        let result = try ProcessRunner.run(ProcessRunner.playdeck, ["--config", path, "--headless", "--json",
                                                                    "--exit-at-end", "--ao", "null", try Fixtures.tone(seconds: 2)])
        let first = try #require(try HeadlessJSONTests.lines(result.stdout).first)
        #expect(first["rate"] as? Double == 1.5)
        #expect(first["speed"] as? String == "1.5×")
    }
}
