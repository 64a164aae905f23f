import Testing
@testable import Remote

/// The reference client's rules (syncplay 1.6.9 client.py, protocols.py) on a manual clock.
@Suite struct SyncplayPlaystateTests {
    private func room(_ position: Double, paused: Bool, doSeek: Bool? = nil, setBy: String? = "ana",
                      ignoring: SyncplayServerState.Ignoring? = nil, stamp: Double? = nil) -> SyncplayServerState {
        SyncplayServerState(playstate: .init(position: position, paused: paused, doSeek: doSeek, setBy: setBy),
                            ping: .init(latencyCalculation: 77, serverRtt: 0, clientLatencyCalculation: stamp),
                            ignoringOnTheFly: ignoring)
    }

    /// A peer with a file that has heard the room once: playing at 10 s at time 100.
    private func joined(paused: Bool = false) -> SyncplayPlaystate {
        var state = SyncplayPlaystate(username: "deck")
        _ = state.fileLoaded(now: 0)
        _ = state.playerReported(paused: paused, position: 10, now: 100, unixNow: 0)
        _ = state.serverSent(room(10, paused: paused), now: 100, unixNow: 0)
        return state
    }

    @Test func beforeTheRoomIsHeardNothingIsAnnouncedAndNoPlaystateIsSent() {
        var state = SyncplayPlaystate(username: "deck")
        _ = state.fileLoaded(now: 0)
        #expect(state.playerReported(paused: false, position: 3, now: 1, unixNow: 0) == nil)
        let outcome = state.serverSent(SyncplayServerState(ping: .init(latencyCalculation: 5)), now: 1, unixNow: 9)
        #expect(outcome.reply == SyncplayClientState(playstate: nil, ping: .init(latencyCalculation: 5, clientLatencyCalculation: 9, clientRtt: 0)))
        #expect(outcome.actions.isEmpty)
    }

    @Test func theRoomsFirstStateMovesTheLateJoinerThere() {
        var state = SyncplayPlaystate(username: "deck")
        _ = state.fileLoaded(now: 0)
        _ = state.playerReported(paused: true, position: 0, now: 50, unixNow: 0)
        let outcome = state.serverSent(room(42, paused: false), now: 50, unixNow: 0)
        #expect(outcome.actions == [.seek(to: 42), .play])
        #expect(outcome.notices == [.unpaused(by: "ana")])
        #expect(outcome.reply.playstate == .init(position: 42, paused: false, doSeek: nil))
    }

    @Test func theRoomsFirstStateBeforeOurFileMovesItThereOnceLoaded() {
        var state = SyncplayPlaystate(username: "deck")
        let outcome = state.serverSent(room(40, paused: false), now: 50, unixNow: 0)
        #expect(!outcome.actions.contains(.seek(to: 40)), "no file to seek in")
        #expect(state.fileLoaded(now: 52) == [.seek(to: 42), .play])
        #expect(state.playerPosition(now: 53) == 43)
        #expect(state.fileLoaded(now: 60).isEmpty, "once")
        var paused = SyncplayPlaystate(username: "deck")
        _ = paused.serverSent(room(7, paused: true), now: 1, unixNow: 0)
        #expect(paused.fileLoaded(now: 9) == [.seek(to: 7), .pause])
    }

    @Test func aPauseFromAnotherPeerLandsWhereTheRoomPaused() {
        var state = joined()
        let outcome = state.serverSent(room(12, paused: true), now: 102, unixNow: 0)
        #expect(outcome.actions == [.seek(to: 12), .pause])
        #expect(outcome.notices == [.paused(by: "ana", at: 12)])
        #expect(outcome.reply.playstate == .init(position: 12, paused: true, doSeek: nil), "the player is taken to have done it")
    }

    @Test func theRoomReportingOurOwnPauseMovesNothing() {
        var state = joined()
        let announced = state.playerReported(paused: true, position: 12, now: 102, unixNow: 0)
        #expect(announced?.playstate == .init(position: 12, paused: true, doSeek: nil))
        #expect(announced?.ignoringOnTheFly == .init(server: nil, client: 1))
        // The server answers our change with the counter echoed and our pause as the room's.
        let outcome = state.serverSent(room(12, paused: true, setBy: "deck", ignoring: .init(server: nil, client: 1)), now: 102.1, unixNow: 0)
        #expect(outcome.actions == [.pause], "no seek for our own pause; pausing a paused player is nothing")
        #expect(state.clientIgnoringOnTheFly == 0)
    }

    @Test func aStateSentBeforeOurChangeArrivedIsNotApplied() {
        var state = joined()
        _ = state.playerReported(paused: true, position: 12, now: 102, unixNow: 0)
        // The room's periodic state, still playing, crossed our pause on the wire.
        let crossing = state.serverSent(room(12, paused: false), now: 102.05, unixNow: 0)
        #expect(crossing.actions.isEmpty)
        #expect(crossing.reply.playstate == nil, "our state stays out while our change is in flight")
        #expect(crossing.reply.ignoringOnTheFly == .init(server: nil, client: 1))
    }

    @Test func aChangeForcedByTheServerIsEchoedOnce() {
        var state = joined()
        let forced = state.serverSent(room(30, paused: false, doSeek: true, ignoring: .init(server: 1, client: nil)), now: 101, unixNow: 0)
        #expect(forced.actions == [.seek(to: 30)])
        #expect(forced.notices == [.seeked(by: "ana", from: 11, to: 30)])
        #expect(forced.reply.ignoringOnTheFly == .init(server: 1, client: nil))
        let next = state.serverSent(room(31, paused: false), now: 102, unixNow: 0)
        #expect(next.reply.ignoringOnTheFly == nil)
    }

    @Test func ourOwnSeekEchoedBackMovesNothing() {
        var state = joined()
        let announced = state.playerReported(paused: false, position: 60, now: 101, unixNow: 0)
        #expect(announced?.playstate == .init(position: 60, paused: false, doSeek: true))
        let echo = state.serverSent(room(60, paused: false, doSeek: true, setBy: "deck", ignoring: .init(server: nil, client: 1)),
                                    now: 101, unixNow: 0)
        #expect(echo.actions.isEmpty)
        #expect(echo.notices == [.seeked(by: "deck", from: 60, to: 60)])
    }

    @Test func aPeerAheadOfTheRoomSlowsDownThenReturnsToNormalSpeed() {
        var state = joined()
        // Ten seconds on, the room is 2 s behind where this player is.
        let ahead = state.serverSent(room(18, paused: false), now: 110, unixNow: 0)
        #expect(ahead.actions == [.speed(0.95)])
        #expect(ahead.notices == [.slowedDown(by: "ana")])
        #expect(state.isSlowedDown)
        #expect(state.serverSent(room(19.5, paused: false), now: 111, unixNow: 0).actions.isEmpty, "still ahead: stays slow")
        _ = state.playerReported(paused: false, position: 29.5, now: 120, unixNow: 0)
        let caughtUp = state.serverSent(room(29.45, paused: false), now: 120, unixNow: 0)
        #expect(caughtUp.actions == [.speed(1)])
        #expect(caughtUp.notices == [.speedRestored])
    }

    @Test func aPeerFarAheadSeeksBackToTheRoom() {
        var state = joined()
        let outcome = state.serverSent(room(5, paused: false), now: 101, unixNow: 0)
        #expect(outcome.actions == [.seek(to: 5), .speed(0.95)], "the reference slows down as well, on the same difference")
        #expect(outcome.notices == [.rewound(by: "ana"), .slowedDown(by: "ana")])
    }

    @Test func aPeerBehindInAnUnmanagedRoomIsLeftToTheOthersSlowingDown() {
        var state = joined()
        #expect(state.serverSent(room(16, paused: false), now: 101, unixNow: 0).actions.isEmpty)
    }

    @Test func driftCausedByOurselvesIsNotCorrected() {
        var state = joined()
        #expect(state.serverSent(room(5, paused: false, setBy: "deck"), now: 101, unixNow: 0).actions.isEmpty)
    }

    @Test func aFirstJoinFollowsEvenARoomNobodySet() {
        var state = SyncplayPlaystate(username: "deck")
        _ = state.fileLoaded(now: 0)
        _ = state.playerReported(paused: false, position: 20, now: 110, unixNow: 0)
        #expect(state.serverSent(room(0, paused: true, setBy: nil), now: 110, unixNow: 0).actions == [.seek(to: 0), .pause])
    }

    @Test func aRejoinedRoomNobodySetTakesOurStateInsteadOfPausingUs() {
        var state = joined()
        state.reset(rejoining: true)
        _ = state.playerReported(paused: false, position: 20, now: 110, unixNow: 0)
        let outcome = state.serverSent(room(0, paused: true, setBy: nil), now: 110, unixNow: 0)
        #expect(outcome.actions.isEmpty)
        #expect(outcome.reply.playstate == .init(position: 20, paused: false, doSeek: nil))
    }

    @Test func thePingGivesTheRoundTripAndMovesAPlayingPositionOnByTheForwardDelay() {
        var state = SyncplayPlaystate(username: "deck")
        _ = state.fileLoaded(now: 0)
        let outcome = state.serverSent(room(10, paused: false, stamp: 1000), now: 0, unixNow: 1000.2)
        #expect(abs(state.ping.rtt - 0.2) < 1e-9)
        #expect(abs(state.ping.forwardDelay - 0.3) < 1e-9, "average/2 + (rtt − the server's rtt of 0)")
        #expect(outcome.actions.first.map { if case let .seek(to) = $0 { abs(to - 10.3) < 1e-9 } else { false } } == true)
        #expect(outcome.reply.ping == .init(latencyCalculation: 77, clientLatencyCalculation: 1000.2, clientRtt: state.ping.rtt))
    }
}
