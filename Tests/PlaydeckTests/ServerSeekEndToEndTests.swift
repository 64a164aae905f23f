import Foundation
import Testing
import TestSupport

/// Seeking in a server's transcoded stream with the real binary and libmpv, against a recorded
/// OpenSubsonic server that transcodes with ffmpeg at request time (no length, no byte ranges):
/// where it announces `transcodeOffset`, a seek asks for the stream from there and the song
/// keeps its own timeline; where it does not, a seek is refused with one line.
@Suite struct ServerSeekEndToEndTests {
    /// A world whose `[subsonic]` asks for 128 kbit/s MP3, with the server added as "home",
    /// playing its 40 s song headless, its MPD server on `mpd.sock` in the runtime folder.
    private func playing(offers: Bool) throws -> (TestWorld, TranscodingSubsonicServer, LiveProcess) {
        let server = try TranscodingSubsonicServer(source: try Fixtures.tone(seconds: 40), seconds: 40, offersOffset: offers)
        let world = try TestWorld()
        try FileManager.default.createDirectory(atPath: world.path + "/config/playdeck", withIntermediateDirectories: true)
        let mpd = world.runtimeDirectory + "/mpd.sock"
        try "[subsonic]\nmax_bitrate = 128\nformat = \"mp3\"\n[mpd]\nenabled = true\nlisten = [\"\(mpd)\"]\n"
            .write(toFile: world.path + "/config/playdeck/config.toml", atomically: true, encoding: .utf8)
        let add = try world.run(["server", "add", "home", server.root, "--user", TranscodingSubsonicServer.user],
                                input: TranscodingSubsonicServer.password + "\n")
        guard add.status == 0 else { throw FixtureError("server add: \(add.stdout)\(add.stderr)") }
        let player = try SessionPlayer.start(["--server", "home", "offset"], in: world)
        let started = try SessionPlayer.waitForStatus(in: world, seconds: 30) {
            $0["state"] as? String == "playing" && ($0["elapsed"] as? Double ?? 0) > 0.2
        }
        try #require(started["title"] as? String == "Offset Tone", "\(started)")
        return (world, server, player)
    }

    @Test func aSeekAsksTheServerFromThereAndTheSongKeepsItsTimelineAndPlace() throws {
        let (world, server, player) = try playing(offers: true)
        defer { player.stop() }
        #expect(server.streams == ["id=tone-1&maxBitRate=128&format=mp3"], "\(server.streams)")
        let seek = try world.run(["remote", "seek", "0:20"])
        #expect(seek.status == 0, "\(seek.stderr)")
        let landed = try SessionPlayer.waitForStatus(in: world, seconds: 20) {
            $0["state"] as? String == "playing" && ($0["elapsed"] as? Double ?? 0) >= 20.5
        }
        let elapsed = landed["elapsed"] as? Double ?? -1
        #expect(elapsed >= 20.5 && elapsed < 25, "the song's time, going on from 20 s: \(landed)")
        #expect(landed["duration"] as? Double == 40, "the song's length, not the stream's rest: \(landed)")
        #expect(landed["queueCount"] as? Int == 1 && landed["queueIndex"] as? Int == 0, "the same item: \(landed)")
        #expect(server.streams == ["id=tone-1&maxBitRate=128&format=mp3", "id=tone-1&maxBitRate=128&format=mp3&timeOffset=20"],
                "\(server.streams)")
        // The place kept for the session is the song's: a player killed and started again asks
        // the server for the stream from there.
        try SessionPlayer.remote(["pause"], in: world)
        let paused = try SessionPlayer.waitForStatus(in: world) { $0["state"] as? String == "paused" }
        let place = try #require(paused["elapsed"] as? Double)
        #expect(place >= 20.5 && place < 25, "\(paused)")
        #expect(try SessionPlayer.store(in: world).load().get() != nil)
        player.signal(SIGKILL)
        _ = player.waitForExit()
        let again = try SessionPlayer.start([], in: world)
        defer { again.stop() }
        let restored = try SessionPlayer.waitForStatus(in: world, seconds: 20) {
            $0["state"] as? String == "paused" && $0["elapsed"] != nil
        }
        // Asked from the whole second at or before the place kept (read from the status a moment
        // before: within a second of it), it starts there.
        let last = try #require(server.streams.last)
        let offset = try #require(last.hasPrefix("id=tone-1&maxBitRate=128&format=mp3&timeOffset=") ? Double(last.split(separator: "=").last ?? "") : nil,
                                  "\(server.streams)")
        #expect(offset > place - 1.5 && offset < place + 0.5, "\(offset) for \(place)")
        #expect(abs((restored["elapsed"] as? Double ?? -1) - offset) < 0.5, "\(restored) vs \(offset)")
        // The length the server listed was kept with the queue: not the rest of the stream.
        #expect(restored["duration"] as? Double == 40, "\(restored)")
    }

    /// An MPD client's seek takes the same way, and MPD's status shows the song's timeline.
    @Test func anMPDSeekAsksTheServerFromThereToo() throws {
        let (world, server, player) = try playing(offers: true)
        defer { player.stop() }
        let client = try MPDLineClient(world.runtimeDirectory + "/mpd.sock")
        #expect(try client.send("seekcur 25") == "OK\n")
        let deadline = Date().addingTimeInterval(20)
        var status = [String: String]()
        repeat {
            status = Dictionary(try client.send("status").split(separator: "\n").compactMap { line in
                line.firstIndex(of: ":").map { (String(line[..<$0]), line[$0...].dropFirst().trimmingCharacters(in: .whitespaces)) }
            }, uniquingKeysWith: { $1 })
        } while (status["state"] != "play" || Double(status["elapsed"] ?? "") ?? 0 < 25.3) && Date() < deadline
        let elapsed = Double(status["elapsed"] ?? "") ?? -1
        #expect(elapsed >= 25.3 && elapsed < 30, "\(status)")
        #expect(Double(status["duration"] ?? "") == 40, "\(status)")
        #expect(server.streams.last == "id=tone-1&maxBitRate=128&format=mp3&timeOffset=25", "\(server.streams)")
    }

    @Test func aServerWithoutTheExtensionRefusesTheSeekWithOneLine() throws {
        let (world, server, player) = try playing(offers: false)
        defer { player.stop() }
        let seek = try world.run(["remote", "seek", "0:20"])
        #expect(seek.status == 1)
        #expect(seek.stderr.hasSuffix(": This server cannot seek in a transcoded stream\n"), "\(seek.stderr)")
        #expect(seek.stderr.split(separator: "\n").count == 1, "\(seek.stderr)")
        #expect(server.streams == ["id=tone-1&maxBitRate=128&format=mp3"], "\(server.streams)")
    }
}
