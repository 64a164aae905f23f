import Foundation
import Testing
import TestSupport

/// Signals end PlayDeck cleanly, with the conventional status, and save what must be saved.
@Suite struct SignalTests {
    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
    func aSignalEndsPlaybackWithStatus128PlusItsNumber(signal: Int32) throws {
        let player = try LiveProcess(ProcessRunner.playdeck, ["--headless", "--json", "--no-resume", "--ao", "null",
                                                              try Fixtures.tone(seconds: 20)])
        #expect(player.wait { !player.stdoutLines.isEmpty })
        player.signal(signal)
        #expect(player.waitForExit(timeout: 5) == 128 + signal)
        #expect(player.stderrLines.isEmpty, "\(player.stderrLines)")
    }

    @Test func aReaderThatGoesAwayEndsHeadlessOutputInsteadOfPlayingToNobody() throws {
        let song = try Fixtures.tone(seconds: 20)
        let started = Date()
        let result = try ProcessRunner.run("/bin/sh", ["-c",
            "'\(ProcessRunner.playdeck)' --headless --json --no-resume --pause --ao null '\(song)' | head -c 1 >/dev/null; echo done"],
                                           timeout: 15)
        #expect(result.stdout == "done\n")
        // Paused, it writes nothing more: only watching the pipe tells it the reader has gone.
        #expect(Date().timeIntervalSince(started) < 5)
    }
}
