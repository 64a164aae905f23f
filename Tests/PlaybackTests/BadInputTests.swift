import Playback
import Testing
import TestSupport

/// Every kind of bad input ends its file with a typed error carrying mpv's reason,
/// and the same player goes on to play a good file.
@Suite struct BadInputTests {
    static func randomBytes() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<65_536).map { _ in UInt8.random(in: 0...255, using: &generator) }
    }

    static func cases() throws -> [(String, MPVError.Kind)] {
        [
            ("/nonexistent/playdeck/missing.mp3", .loadingFailed),
            (try Fixtures.file(named: "empty.mp3", bytes: []), .unknownFormat),
            (try Fixtures.file(named: "random.mp3", bytes: randomBytes()), .unknownFormat),
            (try Fixtures.file(named: "text.mp3", bytes: Array("just some words\n".utf8)), .unknownFormat),
            (try Fixtures.truncated(try Fixtures.tone(seconds: 2), to: 64, named: "truncated.mp3"), .unknownFormat),
            ("http://127.0.0.1:1/closed.mp3", .loadingFailed),
        ]
    }

    @Test func eachBadInputEndsWithItsTypedErrorAndPlaybackGoesOn() throws {
        let harness = try PlayerHarness(untimed: true)
        for (path, kind) in try Self.cases() {
            try harness.player.load(path)
            let reason = try harness.waitForEnd()
            guard case let .error(error) = reason else {
                Issue.record("\(path) ended with \(reason), not an error"); continue
            }
            #expect(error.kind == kind, "\(path): \(error)")
            #expect(!error.description.isEmpty)
        }
        try harness.player.load(try Fixtures.tone(seconds: 1))
        #expect(try harness.waitForEnd() == .endOfFile)
    }

    @Test func aMissingFileSaysWhyInTheSystemsWords() throws {
        let harness = try PlayerHarness()
        try harness.player.load("/nonexistent/playdeck/missing.mp3")
        guard case let .error(error) = try harness.waitForEnd() else { Issue.record("no error"); return }
        #expect(error.description.contains("No such file or directory"))
    }
}
