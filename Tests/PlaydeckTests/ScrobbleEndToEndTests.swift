import Foundation
import Glibc
import Testing
import TestSupport

/// The real player sends its listens to a real Maloja through Maloja's ListenBrainz API, with
/// playback at 25–50× on the null audio output (a minute of music in a few seconds); Maloja's
/// stored scrobbles are compared with the rule and with the player's own history.
@Suite(.serialized, .timeLimit(.minutes(5))) struct ScrobbleEndToEndTests {
    /// A world whose config points the scrobbler at `maloja`.
    static func world(_ maloja: MalojaServer, token: String? = nil) throws -> TestWorld {
        let world = try TestWorld()
        try writeConfig(in: world, token: token ?? maloja.key, root: maloja.listenBrainzRoot)
        return world
    }

    static func writeConfig(in world: TestWorld, token: String, root: String) throws {
        let folder = world.environment["XDG_CONFIG_HOME", default: ""] + "/playdeck"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try """
            [scrobble]
            listenbrainz = { token = "\(token)", api_root = "\(root)" }

            [session]
            restore = false

            """.write(toFile: folder + "/config.toml", atomically: true, encoding: .utf8)
    }

    /// The history's listens as (Unix second, artist, title), and the last id the service took.
    static func history(in world: TestWorld) -> (listens: [MalojaServer.Scrobble], acknowledged: Int) {
        let folder = world.environment["XDG_STATE_HOME", default: ""] + "/playdeck/scrobble"
        let text = (try? String(contentsOfFile: folder + "/listens", encoding: .utf8)) ?? ""
        let listens = text.split(separator: "\n").dropFirst().compactMap { line -> MalojaServer.Scrobble? in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 7, let time = Int(fields[1]) else { return nil }
            return MalojaServer.Scrobble(time: time, artist: String(fields[3]), title: String(fields[4]))
        }
        let sent = (try? String(contentsOfFile: folder + "/sent.listenbrainz", encoding: .utf8)) ?? "0"
        return (listens, Int(sent.split(separator: " ").first.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) } ?? "") ?? 0)
    }

    static func song(_ title: String, seconds: Double, genre: String = "Ambient") throws -> String {
        try Fixtures.tagged("mp3", seconds: seconds, tags: ["artist": "Aurora Fields", "title": title, "album": "Polar", "genre": genre])
    }

    @Test func listensThatPassTheRuleReachMalojaOnceEach() throws {
        let maloja = try MalojaServer()
        let world = try Self.world(maloja)
        let started = Int(Date().timeIntervalSince1970)
        let items = [try Self.song("Solar Wind", seconds: 40), try Self.song("Too Short", seconds: 20),
                     try Self.song("An Episode", seconds: 40, genre: "Podcast"), try Self.song("Green Curtain", seconds: 40)]
        let player = try world.start(["--headless", "--no-resume", "--ao", "null", "--speed", "25"] + items)
        defer { player.stop() }
        let taken = player.wait(timeout: 60) {
            let history = Self.history(in: world)
            return history.listens.count == 2 && history.acknowledged == 2
        }
        #expect(taken, "history \(Self.history(in: world)); stderr \(player.stderrLines)")
        let history = Self.history(in: world).listens
        #expect(history.map(\.title) == ["Solar Wind", "Green Curtain"])
        // Each listen is dated when its song started playing.
        #expect(history.allSatisfy { (started - 1)...Int(Date().timeIntervalSince1970) ~= $0.time }, "\(history)")
        #expect(try maloja.scrobbles() == history)
    }

    @Test func aWrongTokenIsOneLineThatDoesNotShowItTheListenStaysKeptAndGoesOnceTheConfigIsFixed() throws {
        let maloja = try MalojaServer()
        let world = try Self.world(maloja, token: "not-the-key-7f3a")
        let player = try world.start(["--headless", "--no-resume", "--ao", "null", "--speed", "25", try Self.song("Solar Wind", seconds: 40)])
        defer { player.stop() }
        let kept = player.wait(timeout: 60) { Self.history(in: world).listens.count == 1 }
        #expect(kept, "stderr \(player.stderrLines)")
        let lines = player.stderrLines.filter { $0.contains("scrobble") }
        #expect(lines == ["playdeck: scrobble: listenbrainz refused the track playing now (HTTP 401: Incorrect Authorization); nothing more "
                          + "is sent to it until the config is reloaded or PlayDeck starts again; the listens stay kept"])
        #expect(!player.stderrLines.joined().contains("not-the-key-7f3a"))
        #expect(Self.history(in: world).listens.map(\.title) == ["Solar Wind"])
        #expect(Self.history(in: world).acknowledged == 0)
        #expect(try maloja.scrobbles().isEmpty)
        // The token fixed in the config (reloaded as it is saved): the kept listen goes.
        try Self.writeConfig(in: world, token: maloja.key, root: maloja.listenBrainzRoot)
        #expect(player.wait(timeout: 60) { Self.history(in: world).acknowledged == 1 }, "stderr \(player.stderrLines)")
        #expect(try maloja.scrobbles() == Self.history(in: world).listens)
    }

    /// SIGKILL at random moments of playback, and right after a listen is kept (its send under
    /// way), as many rounds as fit in about 20 s
    /// (PLAYDECK_SCROBBLE_KILL_SECONDS for more), then one last start that sends what is left:
    /// Maloja then holds exactly the history's listens, none missing, none twice.
    @Test func killsDuringPlaybackAndSendingLoseNoListenAndDoubleNone() throws {
        let seconds = ProcessInfo.processInfo.environment["PLAYDECK_SCROBBLE_KILL_SECONDS"].flatMap(Double.init) ?? 20
        let maloja = try MalojaServer()
        let world = try Self.world(maloja)
        let items = try (1...8).map { try Self.song("Song \($0)", seconds: 32) }
        let start = Date()
        var kills = 0
        while Date().timeIntervalSince(start) < seconds {
            let before = Self.history(in: world).listens.count
            let player = try world.start(["--headless", "--no-resume", "--ao", "null", "--speed", "50"] + items.shuffled())
            if kills % 2 == 0 {
                usleep(UInt32.random(in: 100_000...1_500_000))
            } else {
                // Right after a listen is kept its send starts: killed within the next few ms,
                // between the send and the record of its answer, where a resend must not double it.
                player.wait(timeout: 5) { Self.history(in: world).listens.count > before }
                usleep(UInt32.random(in: 0...15_000))
            }
            player.signal(SIGKILL)
            #expect(player.waitForExit() != nil, "the player outlived its kill")
            kills += 1
        }
        let kept = Self.history(in: world).listens
        // A paused player plays nothing more; it sends what the killed ones left.
        let last = try world.start(["--headless", "--no-resume", "--ao", "null", "--pause", try Self.song("Too Short", seconds: 20)])
        defer { last.stop() }
        let caughtUp = last.wait(timeout: 60) { Self.history(in: world).acknowledged == Self.history(in: world).listens.count }
        let history = Self.history(in: world).listens
        #expect(caughtUp, "history \(Self.history(in: world)); stderr \(last.stderrLines)")
        #expect(history == kept)
        let stored = try maloja.scrobbles()
        #expect(stored == history, "missing \(Set(history).subtracting(stored)); extra \(Set(stored).subtracting(history))")
        print("scrobble crash test: \(kills) kills, \(history.count) listens kept, \(stored.count) in Maloja")
    }

    /// A full disk, made by a file-size limit (`ulimit -f`, SIGXFSZ ignored: a write past it fails
    /// with EFBIG) on a history already at the limit: the two listens wait in memory with one
    /// line, unsent; once there is room, the next chance keeps them, then sends them: a flush,
    /// or the next snapshot (a volume change of the stopped player).
    @Test(arguments: ["flush", "snapshot"])
    func listensADiskCannotTakeWaitInMemoryUnsentWithOneLineAndAreKeptAndSentOnceThereIsRoom(chance: String) throws {
        let maloja = try MalojaServer()
        let world = try Self.world(maloja)
        let folder = world.environment["XDG_STATE_HOME", default: ""] + "/playdeck/scrobble"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let limit = 2 * 512
        var old = "playdeck-listens 1\n", last = ""
        var number = 1
        while true {
            let line = "\(number)\t\(1_600_000_000 + number)\t\tOld Artist\tOld Song \(number)\t\t\n"
            guard old.utf8.count + line.utf8.count <= limit else { break }
            old += line
            last = line
            number += 1
        }
        try old.write(toFile: folder + "/listens", atomically: true, encoding: .utf8)
        try "\(number - 1)\n".write(toFile: folder + "/sent.listenbrainz", atomically: true, encoding: .utf8)
        let items = [try Self.song("Solar Wind", seconds: 40), try Self.song("Green Curtain", seconds: 40)]
        let limited = ["/bin/sh", "-c", "ulimit -f 2 && trap '' XFSZ && exec \"$@\"", "sh"]
            + world.command(["--headless", "--json", "--idle", "--no-resume", "--ao", "null", "--speed", "25"] + items)
        let player = try LiveProcess(limited[0], Array(limited.dropFirst()), environment: world.environment)
        defer { player.stop() }
        let ended = player.wait(timeout: 60) {
            let lines = player.stdoutLines
            guard let played = lines.lastIndex(where: { $0.contains(#""title":"Green Curtain""#) }) else { return false }
            return lines[played...].contains { $0.contains(#""state":"stopped""#) }
        }
        #expect(ended, "stderr \(player.stderrLines)")
        // Both listens came and could not be kept: one line, and nothing sent.
        let lines = player.stderrLines.filter { $0.contains("scrobble") }
        #expect(lines.count == 1, "\(lines)")
        #expect(lines.first?.hasPrefix("playdeck: scrobble: cannot keep the listen of Aurora Fields — Solar Wind in \(folder): ") == true,
                "\(lines)")
        #expect(lines.first?.hasSuffix("; it waits in memory, unsent, and is kept at the next chance (a play, a listen, a flush)") == true)
        #expect(try maloja.scrobbles().isEmpty)
        #expect(Self.history(in: world).listens.count == number - 1)
        #expect(Self.history(in: world).acknowledged == number - 1)
        // Room again: the old, acknowledged listens go but the last (as a rotation would move them).
        try ("playdeck-listens 1\n" + last).write(toFile: folder + "/listens.new", atomically: false, encoding: .utf8)
        #expect(rename(folder + "/listens.new", folder + "/listens") == 0)
        if chance == "flush" {
            let flushed = try world.run(["scrobble", "flush"], timeout: 120)
            #expect(flushed.status == 0, "\(flushed.stderr)")
            #expect(flushed.stdout == "listenbrainz took 2 listens\n")
        } else {
            #expect(try world.run(["remote", "volume", "40"]).status == 0)
            #expect(player.wait(timeout: 60) { Self.history(in: world).acknowledged == number + 1 }, "\(Self.history(in: world))")
        }
        let history = Self.history(in: world).listens
        #expect(history.map(\.title) == ["Old Song \(number - 1)", "Solar Wind", "Green Curtain"])
        #expect(try maloja.scrobbles() == Array(history.dropFirst()))
        #expect(player.stderrLines.contains("playdeck: scrobble: the 2 listens that waited in memory are kept now"), "\(player.stderrLines)")
    }
}
