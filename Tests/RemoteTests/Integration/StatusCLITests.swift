import Foundation
import Remote
import Testing
import TestSupport

/// `playdeck status` against real instances.
@Suite(.serialized) struct StatusCLITests {
    @Test func theSummaryIsOneLine() throws {
        let instance = try PlayDeckInstance([try Fixtures.tone(seconds: 30)])
        defer { instance.stop() }
        let result = try instance.run(["status"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("▶ Test Tone · Test Artist — Seeds  0:0"), "\(result.stdout)")
        #expect(result.stdout.hasSuffix(" / 0:30\n"))
    }

    @Test func jsonIsTheSnapshotWithElapsedWorkedOutForNow() throws {
        let instance = try PlayDeckInstance(["--start", "5", try Fixtures.tone(seconds: 30)])
        defer { instance.stop() }
        let before = Date().timeIntervalSince1970
        let first = try #require(StatusJSON.decode(try instance.run(["status", "--json"]).stdout))
        usleep(600_000)
        let second = try #require(StatusJSON.decode(try instance.run(["status", "--json"]).stdout))
        #expect(first.title == "Test Tone")
        #expect(abs(first.timestamp - before) < 2)
        let moved = (second.elapsed ?? 0) - (first.elapsed ?? 0)
        #expect(abs(moved - (second.timestamp - first.timestamp)) < 0.15, "elapsed moves with the clock while playing")
    }

    @Test func aTemplateIsFilledIn() throws {
        let instance = try PlayDeckInstance([try Fixtures.tone(seconds: 30)])
        defer { instance.stop() }
        _ = try instance.ask(["command": "pause"])
        _ = try instance.ask(["command": "seek 12"])
        #expect(try eventually { (try instance.status().elapsed ?? 0) > 11.5 })
        let result = try instance.run(["status", "--format", "{title} — {artist} {elapsed}/{duration} {icon}"])
        #expect(result.stdout == "Test Tone — Test Artist 0:12/0:30 ❚❚\n", "\(result.stderr)")
    }

    @Test func aBadTemplateIsAUsageError() throws {
        let result = try ProcessRunner.run(ProcessRunner.playdeck, ["status", "--format", "{titel}"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("unknown placeholder '{titel}' at column 1; did you mean '{title}'?"), "\(result.stderr)")
    }

    @Test func followPrintsEachSecondWhilePlayingAndNothingWhilePaused() throws {
        let instance = try PlayDeckInstance([try Fixtures.tone(seconds: 30)])
        defer { instance.stop() }
        let follow = try BackgroundProcess(ProcessRunner.playdeck, ["status", "--follow", "--format", "{icon} {elapsed}"],
                                           environment: instance.environment, in: instance.world.path)
        defer { follow.stop() }
        #expect(eventually(timeout: 10) { follow.lines.count >= 3 }, "\(follow.output)")
        let playing = follow.lines
        #expect(playing.allSatisfy { $0.hasPrefix("▶ 0:") }, "\(playing)")
        #expect(Set(playing).count == playing.count, "a line only when the text changes")
        _ = try instance.ask(["command": "pause"])
        #expect(eventually { follow.lines.last?.hasPrefix("❚❚") == true }, "\(follow.output)")
        let paused = follow.lines.count
        usleep(1_500_000)
        #expect(follow.lines.count == paused, "nothing printed while paused: \(follow.lines)")
        _ = try instance.ask(["command": "quit"])
        #expect(eventually { !follow.process.isRunning })
        #expect(follow.process.terminationStatus == 0)
    }
}

/// The player loads libmpv itself, on a thread, when it starts; the remote-control commands
/// never do, so they start in a few milliseconds instead of the ~90 ms libmpv's libraries take.
@Suite(.serialized) struct LibraryLoadingTests {
    @Test func statusFollowHasNoLibmpvMappedAndThePlayerHasIt() throws {
        let instance = try PlayDeckInstance([try Fixtures.tone(seconds: 30)])
        defer { instance.stop() }
        let follow = try BackgroundProcess(ProcessRunner.playdeck, ["status", "--follow", "--format", "{icon}"],
                                           environment: instance.environment, in: instance.world.path)
        defer { follow.stop() }
        #expect(eventually(timeout: 10) { !follow.lines.isEmpty }, "\(follow.output)")
        let followMaps = try Self.mappedFiles(follow.process.processIdentifier)
        #expect(followMaps.contains("libswiftCore"), "the maps are the process's own")
        #expect(!followMaps.contains("libmpv"))
        #expect(try Self.mappedFiles(instance.pid).contains("libmpv"))
    }

    /// /proc/PID/maps, read to its end (its size reads as 0, so a sized read stops short).
    private static func mappedFiles(_ pid: Int32) throws -> String {
        let handle = try #require(FileHandle(forReadingAtPath: "/proc/\(pid)/maps"))
        defer { try? handle.close() }
        return String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)
    }
}
