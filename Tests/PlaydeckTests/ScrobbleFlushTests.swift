import Foundation
import Glibc
import Testing
import TestSupport

/// `playdeck scrobble flush` against a real Maloja: through a paused player's control socket
/// (which would otherwise wait for the next play), and from the CLI itself with no player,
/// under the history's sending lock.
@Suite(.serialized) struct ScrobbleFlushTests {
    static let listens = "1\t1700000000\t192\tAurora Fields\tSolar Wind\tPolar\t/m/a.flac\n"
        + "2\t1700000300\t180\tAurora Fields\tGreen Curtain\tPolar\t/m/b.flac\n"
    static let kept = [MalojaServer.Scrobble(time: 1_700_000_000, artist: "Aurora Fields", title: "Solar Wind"),
                       MalojaServer.Scrobble(time: 1_700_000_300, artist: "Aurora Fields", title: "Green Curtain")]

    /// A world whose history holds two listens no service took, its config naming `root`.
    static func world(token: String, root: String) throws -> TestWorld {
        let world = try TestWorld()
        try ScrobbleEndToEndTests.writeConfig(in: world, token: token, root: root)
        let state = world.environment["XDG_STATE_HOME", default: ""] + "/playdeck/scrobble"
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        try ("playdeck-listens 1\n" + listens).write(toFile: state + "/listens", atomically: true, encoding: .utf8)
        return world
    }

    @Test func aPausedPlayerSendsWhatItKeptAtOnceWhenFlushedAndSaysWhyNotWhileTheServerIsDown() throws {
        let port = try Int(LoopbackPort.free())
        let key = "pd-flush-" + UUID().uuidString.lowercased()
        let world = try Self.world(token: key, root: "http://127.0.0.1:\(port)/apis/listenbrainz")
        let player = try world.start(["--headless", "--json", "--no-resume", "--ao", "null", "--pause",
                                      try ScrobbleEndToEndTests.song("Too Short", seconds: 20)])
        defer { player.stop() }
        try #require(player.wait(timeout: 20) { player.stdoutLines.contains { $0.contains(#""state":"paused""#) } },
                     "no paused snapshot: \(player.stderrLines)")
        // Nothing listens on the port yet: the one line says why, and when they go again.
        let down = try world.run(["scrobble", "flush"], timeout: 120)
        #expect(down.status == 1, "\(down.stdout)\(down.stderr)")
        #expect(down.stderr.hasPrefix("playdeck: scrobble flush: listenbrainz: "), "\(down.stderr)")
        #expect(down.stderr.hasSuffix("; 2 listens kept, sent again at the next play or flush\n"), "\(down.stderr)")
        // The server up, still paused, inside the back-off the failure started: a flush sends now.
        let maloja = try MalojaServer(port: port, key: key)
        let flushed = try world.run(["scrobble", "flush"], timeout: 120)
        #expect(flushed.status == 0, "\(flushed.stderr)")
        #expect(flushed.stdout == "listenbrainz took 2 listens\n")
        #expect(try maloja.scrobbles() == Self.kept)
        #expect(ScrobbleEndToEndTests.history(in: world).acknowledged == 2)
        // Nothing left: the next flush (the command any remote sends) takes none, and Maloja holds each listen once.
        let again = try world.run(["remote", "scrobble-flush", "--json"], timeout: 120)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout == #"{"message":"listenbrainz took 0 listens","status":"success"}"# + "\n")
        #expect(try world.run(["remote", "scrobble-flush"], timeout: 120).stdout == "listenbrainz took 0 listens\n")
        #expect(try maloja.scrobbles() == Self.kept)
    }

    @Test func withNoPlayerTheCLISendsItselfUnlessAnotherSenderHoldsTheLock() throws {
        let maloja = try MalojaServer()
        let world = try Self.world(token: maloja.key, root: maloja.listenBrainzRoot)
        let folder = world.environment["XDG_STATE_HOME", default: ""] + "/playdeck/scrobble"
        // Another sender (a player, another flush) holds the lock: nothing goes twice.
        let lock = open(folder + "/sending.lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        try #require(lock >= 0 && flock(lock, LOCK_EX | LOCK_NB) == 0)
        let locked = try world.run(["scrobble", "flush"], timeout: 120)
        #expect(locked.status == 1)
        #expect(locked.stderr == "playdeck: scrobble flush: listenbrainz: another PlayDeck sends this history's listens (it holds sending.lock)\n")
        #expect(try maloja.scrobbles().isEmpty)
        close(lock)
        let flushed = try world.run(["scrobble", "flush"], timeout: 120)
        #expect(flushed.status == 0, "\(flushed.stderr)")
        #expect(flushed.stdout == "listenbrainz took 2 listens\n")
        #expect(try maloja.scrobbles() == Self.kept)
        #expect(ScrobbleEndToEndTests.history(in: world).acknowledged == 2)
    }
}
