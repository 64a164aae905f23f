import Foundation
import Testing
import TestSupport

/// A queue of a server's songs handed to a background player (`d` in the tile), with the real
/// binary in tmux against Debian's supysonic 0.7.2: the new player plays the same server items,
/// from the same item and place, with the server's titles, artists and albums, and the stream
/// URL's credential is on no command line, in no file but the password store and in no log.
@Suite(.enabled(if: SupysonicServer.isInstalled)) struct ServerHandoverEndToEndTests {
    typealias Pane = TileEndToEndTests.Pane

    /// What the credential looks like in a stream URL: the hex password (`enc:`), and the password.
    static let secrets = ["enc:", SupysonicServer.password.utf8.map { String(format: "%02x", $0) }.joined(), SupysonicServer.password]

    /// The files under `world` holding a secret, but for the password store itself.
    static func filesWithSecrets(_ world: TestWorld) -> [String] {
        let files = FileManager.default.enumerator(atPath: world.path)?.compactMap { $0 as? String } ?? []
        return files.filter { name in
            guard !name.hasSuffix("subsonic/passwords.json"), let data = FileManager.default.contents(atPath: world.path + "/" + name)
            else { return false }
            let text = String(decoding: data, as: UTF8.self)
            return secrets.contains { text.contains($0) }
        }
    }

    @Test func dHandsTheServersSongsOverAtTheSameSongAndPlaceWithTheirTagsAndNoCredentialShows() throws {
        // A server of its own: the streams it logs are this test's alone.
        let server = try SupysonicServer(library: Fixtures.subsonicLibrary.filter { $0.name.contains("/Polar/") }, seconds: 40)
        defer { server.stop() }
        let world = try TestWorld()
        let add = try world.addServer(server)
        try #require(add.status == 0, "server add: \(add.stderr)")
        let own = try Pane(["--server", "home", "album:Polar"], world: world, options: ["--ao", "null", "--no-resume", "--no-mpris"])
        // Playing, not only shown: the tile paints the queue's first title before the player (and
        // its socket, which `remote` needs) has started, which under CI's load took seconds.
        try #require(own.wait(seconds: 30) { $0.contains("Solar Wind") && (TileEndToEndTests.elapsed($0) ?? 0) >= 1 } != nil,
                     "not playing: \(own.screen())")
        // The second song, so that the item handed over is not merely the first.
        let next = try world.run(["remote", "next"])
        #expect(next.status == 0, "remote next: \(next.stdout) \(next.stderr)")
        try #require(own.wait(seconds: 30) { $0.contains("Magnetosphere") && (TileEndToEndTests.elapsed($0) ?? 0) >= 2 } != nil,
                     "not playing the second song: \(own.screen())")
        let old = try ProcessHandle(try #require(own.playdeckPID()))
        let before = try Attach.Status(world)
        try own.send("d")
        #expect(own.exitStatus(within: 20) == 0)
        let player = try AttachHandoffTests.successor(printedIn: own, replacing: old)
        let after = try Attach.waitForStatus(in: world, seconds: 20) { $0.state == "playing" }
        #expect(after.title == "Magnetosphere" && after.queueIndex == 1, "\(after)")
        try AttachHandoffTests.expectContinued(before, after)
        let status = try world.run(["status", "--json"]).stdout
        let object = try JSONSerialization.jsonObject(with: Data(status.utf8)) as? [String: Any]
        #expect((object?["path"] as? String)?.hasPrefix("subsonic://home/") == true, "\(status)")
        #expect(object?["artist"] as? String == "Aurora Fields" && object?["album"] as? String == "Polar", "\(status)")
        // Every item with the server's tags, not only the one whose stream says them.
        let queue = try world.run(["remote", "queue"])
        #expect(queue.stdout.split(separator: "\n").map(String.init)
                == ["  1. Solar Wind — Aurora Fields", "▶ 2. Magnetosphere — Aurora Fields", "  3. Green Curtain — Aurora Fields"],
                "\(queue.stdout)")
        // The new player asked the server for the song's stream itself.
        let id = try #require(object?["path"] as? String).replacingOccurrences(of: "subsonic://home/", with: "")
        let streams = try server.settledRequests().filter { $0.contains("GET /rest/stream.view?") && $0.contains("id=\(id)") }
        #expect(streams.count == 2, "one stream for each player: \(streams)")
        // The credential: on no command line, in no file but the store, in no log or output.
        let command = String(decoding: (FileManager.default.contents(atPath: "/proc/\(player.pid)/cmdline") ?? Data()).map { $0 == 0 ? 32 : $0 },
                             as: UTF8.self)
        #expect(command.contains("subsonic://home/\(id)") && !command.contains("stream.view"), "\(command)")
        for secret in Self.secrets { #expect(!command.contains(secret), "\(command)") }
        #expect(Self.filesWithSecrets(world).isEmpty, "\(Self.filesWithSecrets(world))")
        for text in [status, queue.stdout, try Attach.printedLines(own).joined(separator: "\n")] {
            for secret in Self.secrets { #expect(!text.contains(secret), "\(text)") }
        }
    }

    /// A song the server transcodes has no length in its stream: the one the server listed goes
    /// with it, and the new player asks for the stream from the second it got to.
    @Test func aTranscodedSongHandedOverKeepsItsListedLengthAndGoesOnFromItsPlace() throws {
        let server = try TranscodingSubsonicServer(source: try Fixtures.tone(seconds: 40), seconds: 40, offersOffset: true)
        let world = try TestWorld()
        try FileManager.default.createDirectory(atPath: world.path + "/config/playdeck", withIntermediateDirectories: true)
        try "[subsonic]\nmax_bitrate = 128\nformat = \"mp3\"\n"
            .write(toFile: world.path + "/config/playdeck/config.toml", atomically: true, encoding: .utf8)
        let add = try world.run(["server", "add", "home", server.root, "--user", TranscodingSubsonicServer.user],
                                input: TranscodingSubsonicServer.password + "\n")
        try #require(add.status == 0, "server add: \(add.stdout)\(add.stderr)")
        let own = try Pane(["--server", "home", "offset"], world: world, options: ["--ao", "null", "--no-resume", "--no-mpris"])
        try #require(own.wait(seconds: 30) { $0.contains("Offset Tone") && (TileEndToEndTests.elapsed($0) ?? 0) >= 3 } != nil,
                     "not playing: \(own.screen())")
        let old = try ProcessHandle(try #require(own.playdeckPID()))
        let before = try Attach.Status(world)
        try own.send("d")
        #expect(own.exitStatus(within: 20) == 0)
        let player = try AttachHandoffTests.successor(printedIn: own, replacing: old)
        defer { _ = player }
        let after = try Attach.waitForStatus(in: world, seconds: 20) { $0.state == "playing" }
        #expect(after.title == "Offset Tone", "\(after)")
        try AttachHandoffTests.expectContinued(before, after)
        let status = try JSONSerialization.jsonObject(with: Data(try world.run(["status", "--json"]).stdout.utf8)) as? [String: Any]
        #expect(status?["duration"] as? Double == 40, "the listed length, not the rest of the stream: \(status ?? [:])")
        // The new player asks for the stream from the whole second the old one had got to when
        // `d` was pressed, then from where it went on once the old one stopped (a seek in a
        // transcoded stream opens it again): never from the song's start.
        let streams = server.streams, prefix = "id=tone-1&maxBitRate=128&format=mp3&timeOffset="
        let offsets = streams.dropFirst().compactMap { $0.hasPrefix(prefix) ? Double($0.dropFirst(prefix.count)) : nil }
        #expect(streams.first == "id=tone-1&maxBitRate=128&format=mp3" && offsets.count == streams.count - 1 && !offsets.isEmpty,
                "\(streams)")
        let first = try #require(offsets.first), last = try #require(offsets.last)
        #expect(first >= (before.elapsed ?? 99).rounded(.down) && last <= (after.elapsed ?? -1), "\(streams): \(before) → \(after)")
    }
}
