import Commands
import EventLoop
import Foundation
import NowPlaying
import Testing
import TestSupport
@testable import Remote

/// The MPRIS client over real players on a private bus: mpv with mpv-mpris, and a second PlayDeck.
@Suite(.serialized) struct MPRISClientRealPlayersTests {
    static let mpvScript = "/usr/lib/mpv-mpris/mpris.so"

    /// Waits until `name` is on the bus, then follows it.
    static func follow(_ name: String, in fixture: BusClientFixture) throws -> RecordedSource {
        let players = MPRISPlayers(client: fixture.client)
        guard fixture.turn(timeout: 20, until: { players.players.contains { $0.busName == name } }) else {
            throw FixtureError("\(name) never appeared on the bus")
        }
        let recorded = fixture.source(name)
        guard fixture.turn(until: { recorded.info?.metadata.title != nil }) else { throw FixtureError("no snapshot of \(name)") }
        return recorded
    }

    static func playerctl(_ fixture: BusClientFixture, _ player: String, _ arguments: [String]) throws -> String {
        try fixture.bus.run("/usr/bin/playerctl", ["--player=\(player)"] + arguments).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func mpvWithMPVMPRISIsShownAndControlled() throws {
        let tone = try Fixtures.tone(seconds: 60)
        let fixture = try BusClientFixture()
        let world = try TestWorld(bus: fixture.bus.address)
        defer { world.remove() }
        // Spawned, not a LiveProcess: mpv keeps the test thread's blocked SIGTERM, and would play on.
        let mpv = try SpawnedProgram("/usr/bin/mpv", ["--no-config", "--idle=no", "--ao=null", "--vo=null", "--no-terminal",
                                                      "--script=\(Self.mpvScript)", tone], in: world)
        defer { mpv.stop() }
        let recorded = try Self.follow("org.mpris.MediaPlayer2.mpv", in: fixture)
        let source = recorded.source
        // mpv-mpris names the file until mpv has read its tags, then announces them.
        #expect(fixture.turn { recorded.info?.metadata.title == "Test Tone" && recorded.info?.duration != nil })
        #expect(recorded.info?.metadata.artist == "Test Artist")
        #expect(abs((recorded.info?.duration ?? 0) - (try Fixtures.probeDuration(tone))) < 0.1)
        #expect(fixture.turn { recorded.info?.state == .playing })
        #expect(fixture.send(.togglePause, to: source) == .success)
        #expect(try eventually { try Self.playerctl(fixture, "mpv", ["status"]) == "Paused" })
        #expect(fixture.turn { recorded.info?.state == .paused })
        #expect(fixture.send(.skipForward(nil), to: source) == .success)
        #expect(fixture.turn { (recorded.info?.elapsed(at: EventLoop.now()) ?? 0) > 14 }, "Seeked moved it 15 s on")
        #expect(fixture.send(.togglePause, to: source) == .success)
        #expect(fixture.turn { recorded.info?.state == .playing })
        fixture.turn(for: 1.5)
        let shown = recorded.info?.elapsed(at: EventLoop.now()) ?? -1
        let actual = try #require(Double(try Self.playerctl(fixture, "mpv", ["position"])))
        #expect(abs(shown - actual) < 0.25, "extrapolated \(shown), mpv says \(actual)")
    }

    @Test func aSecondPlayDeckIsShownAndControlled() throws {
        let fixture = try BusClientFixture()
        let other = try PlayDeckInstance([try Fixtures.tone(seconds: 60)], bus: fixture.bus.address)
        defer { other.stop() }
        let recorded = try Self.follow(other.busName, in: fixture)
        #expect(recorded.info?.metadata.title == "Test Tone")
        #expect(recorded.source.identity == "PlayDeck")
        let before = try #require(try other.status().elapsed)
        #expect(fixture.send(.skipForward(nil), to: recorded.source) == .success)
        #expect(try eventually { (try other.status().elapsed ?? 0) > before + 14 })
        fixture.turn(for: 1)
        let shown = recorded.info?.elapsed(at: EventLoop.now()) ?? -1
        let actual = try #require(Double(try Self.playerctl(fixture, other.playerName, ["position"])))
        #expect(abs(shown - actual) < 0.25, "extrapolated \(shown), the player says \(actual)")
    }
}
