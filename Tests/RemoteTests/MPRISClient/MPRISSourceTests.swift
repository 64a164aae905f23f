import Commands
import EventLoop
import Foundation
import Glibc
import MediaFiles
import NowPlaying
import Testing
import TestSupport
@testable import Remote

/// The tile's source over another player: the Python MPRIS player on a private bus, driven by
/// the test, and an `MPRISSource` on a loop in this thread.
@Suite(.serialized) struct MPRISSourceTests {
    final class Setup {
        let fixture: BusClientFixture
        let player: PythonMPRISPlayer
        let recorded: RecordedSource

        init(track: [String: any Sendable]? = nil, options: MPRISClientOptions = MPRISClientOptions()) throws {
            let fixture = try BusClientFixture()
            self.fixture = fixture
            if let track {
                player = try PythonMPRISPlayer(bus: fixture.bus, track: track)
            } else {
                player = try PythonMPRISPlayer(bus: fixture.bus)
            }
            recorded = fixture.source(player.busName, options: options)
            let shown = fixture.turn { recorded.info?.metadata.title != nil && recorded.source.identity != nil }
            if !shown { throw FixtureError("no snapshot of the player: \(recorded.values) \(player.errors)") }
        }

        var source: MPRISSource { recorded.source }
        var info: NowPlayingInfo { recorded.info ?? NowPlayingInfo() }

        /// The player's own position, asked over the bus apart from the source.
        func playerPosition() throws -> Double {
            let answer = try fixture.bus.run("/usr/bin/busctl", ["--user", "get-property", player.busName, "/org/mpris/MediaPlayer2",
                                                                 "org.mpris.MediaPlayer2.Player", "Position"]).stdout
            guard let micro = Double(answer.split(separator: " ").last?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "") else {
                throw FixtureError("no position in \(answer)")
            }
            return micro / 1e6
        }
    }

    @Test func theSnapshotShowsWhatThePlayerPublishes() throws {
        let setup = try Setup()
        let info = setup.info
        #expect(info.metadata.title == "Python Song")
        #expect(info.metadata.artist == "Py Artist")
        #expect(info.metadata.album == "Py Album")
        #expect(info.duration == 120)
        #expect(info.state == .playing)
        #expect(info.rate == 1)
        #expect(info.volume == 50)
        #expect(info.repeatMode == .none)
        #expect(info.artworkID == nil, "no artUrl, no artwork")
        #expect(info.queueIndex == 0 && info.queueCount == 1)
        #expect(info.speeds.speeds.map(\.rate) == [0.5, 1, 1.25, 1.5, 2], "PlayDeck's speeds inside the player's 0.5…2")
        for kind in [RemoteCommandKind.play, .pause, .togglePlayPause, .skipForward, .skipBackward, .changePlaybackPosition,
                     .nextTrack, .previousTrack, .changePlaybackRate, .changeVolume, .changeRepeatMode, .changeShuffleMode] {
            #expect(info.commands.isEnabled(kind), "\(kind)")
        }
        #expect(info.commands.states[.toggleMute] == nil, "MPRIS has no mute")
        #expect(setup.source.identity == "Test Player")
        let elapsed = try #require(info.elapsed(at: EventLoop.now()))
        #expect(abs(elapsed - (try setup.playerPosition())) < 0.25)
    }

    @Test func commandsFromTheTileReachThePlayerAsItsMethodsAndProperties() throws {
        let setup = try Setup(options: MPRISClientOptions(skipIntervals: SkipIntervals(backward: 7, forward: 30)))
        let cases: [(Command, String)] = [
            (.togglePause, "call PlayPause"), (.skipForward(nil), "call Seek 30000000"), (.skipBackward(nil), "call Seek -7000000"),
            (.seek(to: 42), "call SetPosition /org/test/track/1 42000000"), (.nextTrack, "call Next"),
            (.previousTrack, "call Previous"), (.setVolume(80), "set Volume 0.8"), (.setSpeed(1.5), "set Rate 1.5"),
            (.repeatMode(.queue), #"set LoopStatus "Playlist""#), (.shuffle(nil), "set Shuffle 1"), (.stop, "call Stop"),
        ]
        for (command, expected) in cases {
            #expect(setup.fixture.send(command, to: setup.source) == .success, "\(command)")
            #expect(setup.player.waitForCall(expected), "\(command): \(setup.player.received)")
        }
        #expect(setup.fixture.send(.toggleMute, to: setup.source) == .unsupported)
        #expect(setup.source.requestsAnswered == setup.source.requestsSent)
    }

    @Test func aPauseFromTheTileIsShownOnceThePlayerAnnouncesIt() throws {
        let setup = try Setup()
        #expect(setup.fixture.send(.togglePause, to: setup.source) == .success)
        #expect(setup.fixture.turn { setup.info.state == .paused && setup.info.rate == 0 })
        // The Position read the change caused lands, and places the held position exactly.
        setup.fixture.turn(for: 0.2)
        let held = try #require(setup.info.elapsed(at: EventLoop.now()))
        setup.fixture.turn(for: 0.3)
        #expect(setup.info.elapsed(at: EventLoop.now()) == held, "paused: the position stands still")
        #expect(abs(held - (try setup.playerPosition())) < 0.25)
    }

    @Test func withoutCanSeekTheSkipsAreDisabledAndNeverSent() throws {
        let setup = try Setup()
        try setup.player.tell(["can", "CanSeek", false])
        #expect(setup.fixture.turn { !setup.info.commands.isEnabled(.skipForward) })
        #expect(setup.fixture.send(.skipForward(nil), to: setup.source) == .disabled("The player cannot seek"))
        #expect(setup.fixture.send(.seek(to: 10), to: setup.source) == .disabled("The player cannot seek"))
        // The player's lines are in order: once it has taken a later command, any call is written down.
        try setup.player.tell(["status", "Playing"])
        #expect(!setup.player.received.contains { $0.hasPrefix("call Seek") || $0.hasPrefix("call SetPosition") })
    }

    @Test func aRateChangeMovesThePositionAtTheNewRateWithoutPolling() throws {
        let setup = try Setup()
        try setup.player.tell(["rate", 2.0])
        #expect(setup.fixture.turn { setup.info.rate == 2 })
        setup.fixture.turn(for: 1.0)
        let elapsed = try #require(setup.info.elapsed(at: EventLoop.now()))
        #expect(abs(elapsed - (try setup.playerPosition())) < 0.25, "extrapolated at 2×")
    }

    @Test func aTrackChangeWithoutSeekedStartsTheNewTrackAtItsPosition() throws {
        let setup = try Setup()
        try setup.player.tell(["seek", 60_000_000])
        #expect(setup.fixture.turn { (setup.info.elapsed(at: EventLoop.now()) ?? 0) >= 60 })
        try setup.player.tell(["track", ["title": "Second Song", "trackid": "/org/test/track/2"]])
        #expect(setup.fixture.turn { setup.info.metadata.title == "Second Song" })
        #expect(setup.info.duration == nil, "no length: no duration")
        #expect(setup.fixture.turn { abs((setup.info.elapsed(at: EventLoop.now()) ?? 99) - ((try? setup.playerPosition()) ?? 0)) < 0.25 })
        #expect((setup.info.elapsed(at: EventLoop.now()) ?? 99) < 2)
    }

    @Test func propertiesOfTheWrongTypeCostOneNoticeEachAndNothingElse() throws {
        let setup = try Setup()
        try setup.player.tell(["wrong"])
        #expect(setup.fixture.turn { setup.recorded.notices.count >= 2 })
        try setup.player.tell(["wrong"])
        try setup.player.tell(["status", "Paused"])
        #expect(setup.fixture.turn { setup.info.state == .paused })
        let notices = setup.recorded.notices
        #expect(notices.count == 2, "\(notices)")
        #expect(notices.contains { $0.hasPrefix("Test Player sent Rate (a number expected, s received)") }, "\(notices)")
        #expect(notices.contains { $0.contains("xesam:title (a string expected, i received)") }, "\(notices)")
        #expect(setup.info.defaultRate == 1, "a Rate that is no number reads as 1")
        #expect(setup.info.metadata.artist == "Py Artist", "the rest of the metadata stays")
    }

    @Test func escapeSequencesAndHugeTitlesNeverReachTheSnapshot() throws {
        let setup = try Setup()
        try setup.player.tell(["title", "\u{1B}]0;owned\u{07}Evil\u{1B}[2J Song" + String(repeating: "x", count: 1_000_000)])
        #expect(setup.fixture.turn { setup.info.metadata.title?.contains("Evil") == true })
        let title = try #require(setup.info.metadata.title)
        #expect(!title.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(title.count <= Sanitized.maximumLength + 1)
    }

    @Test func aCallThePlayerNeverAnswersFailsWithinTheTimeoutAndNothingWaitsForIt() throws {
        let setup = try Setup()
        try setup.player.tell(["hang"])
        var status: RemoteCommandStatus?
        let sent = EventLoop.now()
        setup.source.send(.nextTrack) { status = $0 }
        #expect(setup.player.waitForCall("call Next"))
        try setup.player.tell(["status", "Paused"])
        #expect(setup.fixture.turn { setup.info.state == .paused }, "the player's news comes while the call waits")
        #expect(status == nil)
        #expect(setup.fixture.turn(timeout: BusClient.callTimeout + 2) { status != nil })
        let waited = EventLoop.now() - sent
        #expect(waited >= BusClient.callTimeout - 0.1 && waited < BusClient.callTimeout + 1, "\(waited)")
        guard case let .commandFailed(reason)? = status else {
            Issue.record("\(String(describing: status))")
            return
        }
        #expect(reason.localizedCaseInsensitiveContains("time"), "\(reason)")
        #expect(setup.source.requestsAnswered == setup.source.requestsSent)
    }

    @Test func thePlayerLeavingEndsTheSourceWithALine() throws {
        let setup = try Setup()
        setup.player.stop()
        #expect(setup.fixture.turn { setup.recorded.closing != nil })
        #expect(setup.recorded.closing == "Test Player left the bus")
        #expect(setup.info.queueIndex == nil, "nothing is shown playing")
        #expect(setup.fixture.send(.togglePause, to: setup.source) == .commandFailed("The player is gone"))
    }

    @Test(arguments: ["file", "data"]) func artworkFromAFileOrADataURIIsDecodedOffTheLoop(_ scheme: String) throws {
        let png = try Fixtures.picture(width: 40, height: 30, format: "png")
        let url = scheme == "file" ? "file://" + png
            : "data:image/png;base64," + (FileManager.default.contents(atPath: png)?.base64EncodedString() ?? "")
        let setup = try Setup(track: ["title": "Art Song", "artUrl": url])
        #expect(setup.fixture.turn { setup.info.artworkID != nil })
        #expect(setup.info.artworkSize == PixelSize(width: 40, height: 30))
        let id = try #require(setup.info.artworkID)
        setup.source.request(.artwork(id: id, size: PixelSize(width: 20, height: 20)))
        let picture = setup.recorded.values.compactMap { if case let .artwork(p) = $0 { p } else { nil } }.last
        #expect(picture?.image.size == PixelSize(width: 20, height: 15))
    }

    @Test func artworkOverHTTPIsFetchedOffTheLoopWithinItsSizeLimit() throws {
        let root = try Fixtures.folder(named: "mpris-http-art")
        defer { try? FileManager.default.removeItem(atPath: root) }
        _ = try Fixtures.copy(try Fixtures.picture(width: 40, height: 30, format: "png"), into: root, as: "cover.png")
        let huge = root + "/huge.png"
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        #expect(truncate(huge, off_t(PictureLimits.encodedBytes + 1)) == 0)
        let server = try LocalHTTPServer(root: root)
        defer { server.stop() }
        let setup = try Setup(track: ["title": "Web Song", "artUrl": server.url("cover.png")])
        #expect(setup.fixture.turn { setup.info.artworkID != nil })
        #expect(setup.info.artworkSize == PixelSize(width: 40, height: 30))
        try setup.player.tell(["track", ["title": "Huge", "trackid": "/org/test/track/2", "artUrl": server.url("huge.png")]])
        #expect(setup.fixture.turn { setup.recorded.notices.contains { $0.contains("huge.png: more than") } }, "\(setup.recorded.notices)")
        #expect(setup.info.artworkID == nil)
        try setup.player.tell(["track", ["title": "Gone", "trackid": "/org/test/track/3", "artUrl": server.url("missing.png")]])
        #expect(setup.fixture.turn { setup.recorded.notices.contains { $0.contains("missing.png: HTTP status 404") } },
                "\(setup.recorded.notices)")
    }

    @Test func artworkThatCannotBeReadIsOneNotice() throws {
        let setup = try Setup(track: ["title": "Art Song", "artUrl": "file:///nonexistent/cover.png"])
        #expect(setup.fixture.turn { !setup.recorded.notices.isEmpty })
        #expect(setup.recorded.notices.first?.hasPrefix("Test Player's artwork: ") == true, "\(setup.recorded.notices)")
        #expect(setup.info.artworkID == nil)
    }
}
