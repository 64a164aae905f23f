import Foundation
import Testing
import TestSupport

/// Bad input from the command line: one clear line naming the item and the reason,
/// the rest of the queue plays, and the exit status says something failed.
@Suite struct BadInputCLITests {
    static func run(_ args: [String]) throws -> ProcessRunner.Result {
        try ProcessRunner.run(ProcessRunner.playdeck, ["--headless", "--json", "--exit-at-end", "--ao", "null"] + args)
    }

    @Test func everyBadItemGetsOneLineAndTheGoodOnePlays() throws {
        let empty = try Fixtures.file(named: "cli-empty.mp3", bytes: [])
        let text = try Fixtures.file(named: "cli-text.mp3", bytes: Array("not audio\n".utf8))
        let folder = Fixtures.directory + "/empty-folder"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let good = try Fixtures.tone(seconds: 1)
        let result = try Self.run(["/nonexistent/missing.mp3", empty, folder, text, "http://127.0.0.1:1/closed.mp3", good])
        #expect(result.status == 1)
        let errors = result.stderr.split(separator: "\n").map(String.init)
        #expect(errors.count == 5, "\(errors)")
        #expect(errors.contains { $0.contains("/nonexistent/missing.mp3") && $0.contains("No such file or directory") })
        #expect(errors.contains { $0.contains(empty) && $0.contains("unrecognized file format") })
        #expect(errors.contains { $0.contains(folder) && $0.contains("no media files") })
        #expect(errors.contains { $0.contains(text) && $0.contains("unrecognized file format") })
        #expect(errors.contains { $0.contains("127.0.0.1:1") && $0.contains("refused") })
        let played = try HeadlessJSONTests.lines(result.stdout)
        #expect(played.contains { $0["path"] as? String == good && $0["state"] as? String == "playing" })
        #expect(played.contains { $0["path"] as? String == empty && $0["error"] is String })
    }

    @Test func aGoodQueueExitsZero() throws {
        #expect(try Self.run([try Fixtures.tone(seconds: 1)]).status == 0)
    }

    @Test func nothingToPlayIsAUsageError() throws {
        let result = try ProcessRunner.run(ProcessRunner.playdeck, ["--headless"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("nothing to play"))
    }

    @Test func escapeSequencesInTagsNeverReachTheOutput() throws {
        let path = try Fixtures.tone(seconds: 1, title: "evil\u{1B}[2J\u{1B}]52;c;aGk=\u{07}title", artist: "a\u{1B}[31mb")
        let result = try Self.run([path])
        #expect(!result.stdout.contains("\u{1B}"))
        #expect(!result.stdout.contains("\u{07}"))
        let first = try #require(try HeadlessJSONTests.lines(result.stdout).first)
        let title = try #require(first["title"] as? String)
        #expect(title.hasPrefix("evil") && title.hasSuffix("title"))
        #expect(!title.contains("\u{1B}") && !title.contains("\u{07}"), "decoded title still holds control characters")
        #expect(!(first["artist"] as? String ?? "").contains("\u{1B}"))
    }
}
