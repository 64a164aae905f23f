import Foundation
import Testing
import TestSupport

/// The bad-input matrix headless: each bad item is followed by a good file. An item that plays
/// is started paused, so that `playdeck status` is asked while it is the current one.
@Suite struct BadInputMatrixTests {
    @Test(arguments: BadInput.rows)
    func aBadItemIsOneLineAndTheGoodFileAfterItPlays(_ row: BadInput) throws {
        let runtime = try TestWorld(asAnotherUser: row.asAnotherUser)
        let arguments = try runtime.reachable(try row.arguments())
        let good = try runtime.reachable([try Fixtures.tone(seconds: 1, title: BadInput.goodTitle)])[0]
        let player = try runtime.start(["--headless", "--json", "--exit-at-end", "--no-resume", "--ao", "null"]
            + (row.title == nil ? [] : ["--pause"]) + arguments + [good])
        defer { player.stop() }
        let snapshots = { (try? HeadlessJSONTests.lines(player.stdoutLines.joined(separator: "\n"))) ?? [] }
        if let title = row.title {
            try #require(player.wait(timeout: 20) { snapshots().contains { $0["state"] as? String == "paused" } },
                         "never paused: \(player.stdoutLines) \(player.stderrLines)")
            let paused = snapshots().last { $0["state"] as? String == "paused" }
            #expect((paused?["title"] as? String)?.hasPrefix(title) == true, "\(paused ?? [:])")
            try runtime.checkStatus(showing: title)
            #expect(try runtime.run(["remote", "play"]).status == 0)
        }
        if row.deletedWhilePlaying, let path = arguments.first {
            #expect(player.wait(timeout: 10) {
                snapshots().contains { $0["path"] as? String == path && $0["state"] as? String == "playing" }
            })
            #expect(unlink(path) == 0)
        }
        let status = player.waitForExit(timeout: 30)
        if let expected = row.status {
            #expect(status == expected, "\(player.stderrLines)")
        } else {
            #expect(status == 0 || status == 1, "\(player.stderrLines)")
        }
        let all = snapshots()
        #expect(all.contains { $0["path"] as? String == good && $0["state"] as? String == "playing" },
                "the good file never played")
        let dirty = all.flatMap(BadInput.strings(in:)).filter { !BadInput.controls(in: $0).isEmpty }
        #expect(dirty.isEmpty, "control characters in the JSON's values: \(dirty.map { $0.debugDescription.prefix(120) })")
        let errors = player.stderrLines
        #expect(errors.allSatisfy { BadInput.controls(in: $0).isEmpty }, "\(errors)")
        let about = errors.filter(row.names)
        if let line = row.line {
            #expect(about.count == 1, "one line about \(line.names): \(errors)")
            #expect(about.first?.contains(line.reason) == true, "\(about)")
        } else {
            #expect(about.isEmpty)
            let name = arguments.first.map { ($0 as NSString).lastPathComponent } ?? ""
            #expect(errors.filter { $0.contains(name) }.count <= (row.deletedWhilePlaying ? 1 : 0), "\(errors)")
        }
    }

    @Test func aConfigThatIsNotTOMLIsOneLineWithItsPositionAndNothingPlays() throws {
        let config = try Fixtures.folder(named: "matrix-config") + "/config.toml"
        try FileManager.default.copyItem(atPath: try Fixtures.coverImage(), toPath: config)
        let result = try ProcessRunner.run(ProcessRunner.playdeck, ["--config", config, "--headless", "--json", "--ao", "null",
                                                                    try Fixtures.tone(seconds: 1, title: BadInput.goodTitle)])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty, "nothing may play with a wrong config")
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasPrefix("playdeck: \(config):1:1:") == true, "\(lines)")
        #expect(lines.first?.contains("not valid UTF-8") == true, "\(lines)")
    }
}
