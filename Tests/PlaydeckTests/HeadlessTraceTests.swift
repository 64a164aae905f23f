import Foundation
import Glibc
import Testing
import TestSupport

/// `--trace-latency` without the tile: the start of playback, which the start-up benchmark reads.
@Suite struct HeadlessTraceTests {
    static func monotonicNow() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }

    @Test func theFirstPlaybackStartIsWrittenOnceInMonotonicTime() throws {
        let first = try Fixtures.tone(seconds: 1, title: "Trace One")
        let second = try Fixtures.tone(seconds: 1, title: "Trace Two")
        let trace = Fixtures.directory + "/headless-trace-\(UUID().uuidString).txt"
        defer { try? FileManager.default.removeItem(atPath: trace) }
        let launched = Self.monotonicNow()
        let result = try ProcessRunner.run(ProcessRunner.playdeck,
                                           ["--headless", "--exit-at-end", "--ao", "null", "--trace-latency", trace,
                                            first, second])
        let ended = Self.monotonicNow()
        #expect(result.status == 0, "\(result.stderr)")
        let lines = try String(contentsOfFile: trace, encoding: .utf8).split(separator: "\n").map { $0.split(separator: " ") }
        // Two items start playing; only the first start is the start-up's end, each later
        // restart of the player (the second item's start) is a `restart` line.
        #expect(lines.count == 2 && lines.last?.first == "restart", "\(lines)")
        let line = try #require(lines.first)
        #expect(line.first == "playback-restart", "\(lines)")
        let started = try #require(line.count == 2 ? Double(line[1]) : nil, "\(lines)")
        // The second item alone plays for a second after the first starts.
        #expect(started > launched && started < ended - 1, "launched \(launched) started \(started) ended \(ended)")
    }

    @Test func anUnwritableTraceFileIsOneLineAndPlaybackGoesOn() throws {
        let song = try Fixtures.tone(seconds: 1, title: "Trace Elsewhere")
        let result = try ProcessRunner.run(ProcessRunner.playdeck,
                                           ["--headless", "--exit-at-end", "--ao", "null",
                                            "--trace-latency", "/nonexistent-dir/trace.txt", song])
        #expect(result.status == 0, "\(result.stderr)")
        let complaints = result.stderr.split(separator: "\n").filter { $0.contains("--trace-latency") }
        #expect(complaints == ["playdeck: --trace-latency: cannot write '/nonexistent-dir/trace.txt'"], "\(result.stderr)")
    }
}
