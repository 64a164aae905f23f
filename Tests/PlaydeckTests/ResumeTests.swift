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

    /// Where `item` starts: the first snapshot of a player started paused, which then ends
    /// (SIGTERM). Playing at 8×, the first snapshot said nothing of the start: a loaded machine's
    /// loop published it ~1 s late, 7.6 s in.
    static func startElapsed(_ item: String, _ args: [String] = [], environment: [String: String]) throws -> Double? {
        let player = try LiveProcess(ProcessRunner.playdeck, ["--headless", "--json", "--ao", "null", "--pause"] + args + [item],
                                     environment: environment)
        #expect(player.wait { !player.stdoutLines.isEmpty }, "\(player.stderrLines)")
        player.signal(SIGTERM)
        #expect(player.waitForExit() == 128 + SIGTERM)
        return try player.stdoutLines.first.flatMap { try HeadlessJSONTests.lines($0).first?["elapsed"] as? Double }
    }

    /// Plays `item` from 0:03 and quits at once (SIGTERM): the position saved on the way out is 3 s.
    static func quitAtThreeSeconds(_ item: String, environment: [String: String]) throws {
        let first = try LiveProcess(ProcessRunner.playdeck, ["--headless", "--json", "--ao", "null", "--start", "3", item],
                                    environment: environment)
        #expect(first.wait { !first.stdoutLines.isEmpty })
        first.signal(SIGTERM)
        #expect(first.waitForExit() == 128 + SIGTERM)
    }

    /// A world whose config says `[resume] min_duration`.
    static func world(minDuration: Double) throws -> TestWorld {
        let world = try TestWorld()
        let folder = try #require(world.environment["XDG_CONFIG_HOME"]) + "/playdeck"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "[resume]\nmin_duration = \(minDuration)\n".write(toFile: folder + "/config.toml", atomically: true, encoding: .utf8)
        return world
    }

    @Test func aLongItemResumesWhereItStoppedUnlessToldNotTo() throws {
        let world = try Self.world(minDuration: 15)
        let env = world.environment
        let episode = try Fixtures.tone(seconds: 20)
        try Self.quitAtThreeSeconds(episode, environment: env)
        let resumed = try #require(try Self.startElapsed(episode, environment: env))
        #expect(resumed > 2.5 && resumed < 8, "resumed at \(resumed)")
        let fresh = try #require(try Self.startElapsed(episode, ["--no-resume"], environment: env))
        #expect(fresh < 0.5)
    }

    /// After `n` at 0:18 of a track, the next start of the album resumed track 1 at 0:18:
    /// every item was resumed, an album's tracks too. Now only long items are.
    @Test func aShortTrackStartsAtItsBeginningAgain() throws {
        let world = try TestWorld()
        let env = world.environment
        let track = try Fixtures.tone(seconds: 20)
        try Self.quitAtThreeSeconds(track, environment: env)
        let again = try #require(try Self.startElapsed(track, environment: env))
        #expect(again < 0.5, "resumed at \(again)")
        let folder = try #require(env["XDG_STATE_HOME"]) + "/playdeck/resume"
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).isEmpty)
    }

    /// The issue's own steps: `n` at 0:03 of an album's first track, then quit; the next start
    /// of the album begins track 1 at its beginning.
    @Test func movingOnFromAnAlbumTrackLeavesNoPlaceToResume() throws {
        let world = try TestWorld()
        let env = world.environment
        let tracks = [try Fixtures.tone(seconds: 20), try Fixtures.tagged(seconds: 20, tags: ["title": "Track 2"])]
        let player = try world.start(["--headless", "--json", "--ao", "null", "--start", "3"] + tracks)
        defer { player.stop() }
        #expect(player.wait { !player.stdoutLines.isEmpty })
        #expect(try world.run(["remote", "next"]).status == 0)
        #expect(player.wait { player.stdoutLines.contains { $0.contains("\"Track 2\"") } }, "\(player.stdoutLines.suffix(3))")
        player.signal(SIGTERM)
        #expect(player.waitForExit() == 128 + SIGTERM)
        let again = try #require(try Self.startElapsed(tracks[0], environment: env))
        #expect(again < 0.5, "resumed at \(again)")
    }

    @Test func aShortItemTaggedAsAPodcastResumes() throws {
        let world = try TestWorld()
        let env = world.environment
        let episode = try Fixtures.tagged(seconds: 20, tags: ["genre": "Podcast", "title": "Episode 1"])
        try Self.quitAtThreeSeconds(episode, environment: env)
        let resumed = try #require(try Self.startElapsed(episode, environment: env))
        #expect(resumed > 2.5 && resumed < 8, "resumed at \(resumed)")
    }

    /// A position saved before the reasons were written (every track had one) no longer resumes
    /// a short track.
    @Test func anOldPositionOfAShortTrackIsIgnored() throws {
        let world = try TestWorld()
        let env = world.environment
        let track = URL(fileURLWithPath: try Fixtures.tone(seconds: 20)).resolvingSymlinksInPath().path
        let folder = try #require(env["XDG_STATE_HOME"]) + "/playdeck/resume"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "location=\(track)\nposition=18.0\n".write(toFile: folder + "/" + Self.storeName(track), atomically: true, encoding: .utf8)
        let again = try #require(try Self.startElapsed(track, environment: env))
        #expect(again < 0.5, "resumed at \(again)")
    }

    /// The store's file name for a location: its 64-bit FNV-1a hash in 16 hex digits.
    static func storeName(_ location: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in location.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
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
