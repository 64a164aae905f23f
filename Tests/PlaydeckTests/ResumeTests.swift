import Foundation
import Testing
import TestSupport

/// Unfinished items start where they stopped; finished ones forget their position.
@Suite struct ResumeTests {
    static func firstElapsed(_ args: [String], environment: [String: String]) throws -> Double? {
        let result = try ProcessRunner.run(ProcessRunner.playdeck, ["--headless", "--json", "--exit-at-end", "--ao", "null"] + args,
                                           environment: environment)
        return try HeadlessJSONTests.lines(result.stdout).first?["elapsed"] as? Double
    }

    @Test func aQuitItemResumesWhereItStoppedUnlessToldNotTo() throws {
        let world = try TestWorld()
        let env = world.environment
        let song = try Fixtures.tone(seconds: 20)
        let first = try LiveProcess(ProcessRunner.playdeck, ["--headless", "--json", "--ao", "null", "--speed", "4", song],
                                    environment: env)
        #expect(first.wait { !first.stdoutLines.isEmpty })
        usleep(1_000_000)  // about 4 s of media at 4×
        first.signal(SIGTERM)
        #expect(first.waitForExit() == 128 + SIGTERM)
        let resumed = try #require(try Self.firstElapsed(["--speed", "8", song], environment: env))
        #expect(resumed > 2.5 && resumed < 8, "resumed at \(resumed)")
        let fresh = try #require(try Self.firstElapsed(["--no-resume", "--speed", "8", song], environment: env))
        #expect(fresh < 0.5)
    }

    @Test func aFinishedItemForgetsItsPosition() throws {
        let world = try TestWorld()
        let env = world.environment
        let song = try Fixtures.tone(seconds: 1)
        _ = try Self.firstElapsed([song], environment: env)
        let folder = try #require(env["XDG_STATE_HOME"]) + "/playdeck/resume"
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        #expect(files.isEmpty, "\(files)")
    }

    /// A kill between a store's mkstemp and its rename leaves NAME.tmp-XXXXXX (12 after 50
    /// kills); nothing removed them. The next player does, in every store it opens.
    @Test func theTemporariesOfKilledWritesAreRemovedWhenThePlayerStarts() throws {
        let world = try TestWorld()
        let state = try #require(world.environment["XDG_STATE_HOME"]) + "/playdeck"
        let left = ["bookmarks/0123456789abcdef.tmp-Ab12Cd", "resume/0123456789abcdef.tmp-Xy34Zw", "audio-device.tmp-Qr56St"]
        for name in left {
            let path = state + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            #expect(FileManager.default.createFile(atPath: path, contents: Data("half".utf8)))
        }
        _ = try Self.firstElapsed([try Fixtures.tone(seconds: 1)], environment: world.environment)
        for name in left { #expect(!FileManager.default.fileExists(atPath: state + "/" + name), "\(name) is left") }
    }
}
