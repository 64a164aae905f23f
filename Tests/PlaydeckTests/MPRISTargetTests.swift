import Foundation
import Testing
import TestSupport

/// `playdeck remote --player NAME` and `playdeck status --player NAME` on a private bus: any
/// MPRIS player, reached by its bus name's short form or its identity.
@Suite(.serialized) struct MPRISTargetTests {
    @Test func remoteSendsACommandToAnyMPRISPlayer() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let player = try PythonMPRISPlayer(bus: bus)
        let world = try TestWorld(bus: bus.address)
        let paused = try world.run(["remote", "--player", "testplayer", "toggle-pause"])
        #expect(paused.status == 0, "\(paused.stderr)")
        // The player wrote the call down before answering; the test reads its lines as they come.
        #expect(player.waitForCall("call PlayPause"), "\(player.received)")
        let skipped = try world.run(["remote", "--player", "Test Player", "skip-forward", "30"])
        #expect(skipped.status == 0, "\(skipped.stderr)")
        #expect(player.waitForCall("call Seek 30000000"), "\(player.received)")
        let muted = try world.run(["remote", "--player", "testplayer", "--json", "mute"])
        #expect(muted.status == 1)
        #expect(muted.stdout.contains(#""status":"unsupported""#), "\(muted.stdout)")
        let queue = try world.run(["remote", "--player", "testplayer", "queue"])
        #expect(queue.status == 1)
        #expect(queue.stderr.contains("an MPRIS player takes player commands"), "\(queue.stderr)")
    }

    @Test func statusShowsAnyMPRISPlayerAndFollowsIt() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let player = try PythonMPRISPlayer(bus: bus)
        let world = try TestWorld(bus: bus.address)
        let once = try world.run(["status", "--player", "testplayer", "--format", "{state}|{title}|{artist}|{duration}"])
        #expect(once.status == 0, "\(once.stderr)")
        #expect(once.stdout == "playing|Python Song|Py Artist|2:00\n")
        let follow = try world.start(["status", "--player", "testplayer", "--follow", "--format", "{title} {elapsed}"])
        defer { follow.stop() }
        #expect(follow.wait { follow.stdoutLines.count >= 2 }, "a line a second while playing: \(follow.stdoutLines)")
        try player.tell(["title", "Renamed Song"])
        #expect(follow.wait { follow.stdoutLines.contains { $0.hasPrefix("Renamed Song ") } }, "\(follow.stdoutLines)")
        player.stop()
        #expect(follow.waitForExit() == 0, "following ends with the player")
    }

    @Test func anUnknownPlayerIsExitStatusTwoWithThePlayersThereAre() throws {
        let bus = try PrivateBus()
        defer { bus.stop() }
        let player = try PythonMPRISPlayer(bus: bus)
        defer { player.stop() }
        let world = try TestWorld(bus: bus.address)
        let result = try world.run(["remote", "--player", "nope", "toggle-pause"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no MPRIS player called 'nope' (on the bus: testplayer)"), "\(result.stderr)")
        let both = try world.run(["status", "--player", "testplayer", "--pid", "1"])
        #expect(both.status == 64)
    }
}
