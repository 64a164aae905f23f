import Foundation
import Testing
import TestSupport

/// Error lines say "playdeck: …" and nothing before it wherever standard error goes — a terminal,
/// a pipe, or a regular file a script or cron job gave it (`2>err.log`); only the background
/// player's own log dates its lines (AttachBackgroundTests).
@Suite struct OutputTests {
    @Test func errorLinesToARegularFileAreTheMessageAlone() throws {
        let world = try TestWorld()
        let missing = world.media + "/missing.mp3", log = world.path + "/err.log"
        let script = "exec \"$0\" --headless --exit-at-end --ao null --no-mpris \"$1\" 2>\"$2\""
        let result = try ProcessRunner.run("/bin/sh", ["-c", script, world.playdeck, missing, log],
                                           environment: world.environment)
        #expect(result.status == 1)
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix("playdeck: ") }, "\(lines)")
        #expect(lines.first?.hasPrefix("playdeck: \(missing): cannot play: ") == true, "\(lines)")
    }
}
