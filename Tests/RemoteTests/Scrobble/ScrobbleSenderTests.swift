import EventLoop
import Foundation
import Library
import NowPlaying
import Testing
import TestSupport
@testable import Remote

/// One service's sender over a scripted service, on a real loop: what it sends, in what order,
/// what it records, and when it arms a retry.
@Suite struct ScrobbleSenderTests {
    /// Answers each send with the next scripted outcome (then `.accepted`), recording what came.
    final class ScriptedService: ScrobbleService, Sendable {
        let name = "listenbrainz"
        let batchLimit: Int
        let received = Locked<[ScrobbleSubmission]>([])
        let script: Locked<[ScrobbleOutcome]>

        init(batchLimit: Int = 1000, _ outcomes: [ScrobbleOutcome] = []) {
            self.batchLimit = batchLimit
            script = Locked(outcomes)
        }

        func send(_ submission: ScrobbleSubmission) -> ScrobbleOutcome {
            received.withLock { $0.append(submission) }
            return script.withLock { $0.isEmpty ? .accepted : $0.removeFirst() }
        }
    }

    static func history(_ count: Int) throws -> ListeningHistory {
        let history = try ListeningHistory(directory: Fixtures.directory + "/sender-\(UUID().uuidString)", services: ["listenbrainz"])
        for number in 0..<count {
            try history.append(ListenTrack(artist: "A", title: "Song \(number)"), listenedAt: 1_700_000_000 + number * 300)
        }
        return history
    }

    static func run(_ loop: EventLoop, until condition: () -> Bool) -> Bool {
        let deadline = EventLoop.now() + 20
        while !condition(), EventLoop.now() < deadline { loop.runOnce(timeout: 0.05) }
        return condition()
    }

    @Test func pendingListensGoInBatchesOldestFirstThenPlayingNowAndAreRecordedAsTaken() throws {
        let loop = EventLoop()
        let history = try Self.history(5)
        let service = ScriptedService(batchLimit: 2)
        let sender = ScrobbleSender(loop: loop, service: service, history: history)
        defer { sender.close() }
        sender.playingNow(ListenTrack(artist: "A", title: "Now"))
        #expect(Self.run(loop) { history.pendingCount(for: "listenbrainz") == 0 && service.received.withLock { $0.count } == 4 })
        let sent = service.received.withLock { $0 }
        #expect(sent.map { if case let .listens(listens) = $0 { listens.map(\.id) } else { [] } } == [[1, 2], [3, 4], [5], []])
        #expect(sent.last == .playingNow(ListenTrack(artist: "A", title: "Now")))
        let reread = try ListeningHistory(directory: history.directory, services: ["listenbrainz"])
        #expect(reread.acknowledged(by: "listenbrainz") == 5)
        #expect(!reread.mayHaveReceived("listenbrainz"))
    }

    @Test func aFailedBatchIsRetriedAfterWhatTheServiceAskedOneListenAtATime() throws {
        let loop = EventLoop()
        let history = try Self.history(3)
        let service = ScriptedService([.retry(after: 30, reason: "HTTP 429: slow down")])
        let sender = ScrobbleSender(loop: loop, service: service, history: history)
        defer { sender.close() }
        var notices: [String] = []
        sender.onNotice = { notices.append($0) }
        sender.isPlaying = true
        #expect(Self.run(loop) { sender.state.hasPrefix("retrying") })
        let armed = try #require(loop.deadline("scrobble.retry.listenbrainz"))
        #expect(armed - EventLoop.now() > 20 && armed - EventLoop.now() <= 30)
        #expect(notices == ["listenbrainz: HTTP 429: slow down; 3 listens kept, sent again in 30 s"])
        // Paused: nothing armed; playing again: armed again.
        sender.isPlaying = false
        #expect(loop.deadline("scrobble.retry.listenbrainz") == nil)
        sender.isPlaying = true
        #expect(loop.deadline("scrobble.retry.listenbrainz") != nil)
        // The batch may have arrived: the next attempt sends its listens one by one.
        #expect(history.mayHaveReceived("listenbrainz"))
        let again = ScrobbleSender(loop: loop, service: service, history: history)
        defer { again.close() }
        again.kick()
        #expect(Self.run(loop) { history.pendingCount(for: "listenbrainz") == 0 })
        let sizes = service.received.withLock { $0 }.map { if case let .listens(listens) = $0 { listens.count } else { 0 } }
        #expect(sizes == [3, 1, 1, 1])
    }

    @Test func aRefusalIsOneLineAndStopsTheServiceKeepingItsListens() throws {
        let loop = EventLoop()
        let history = try Self.history(2)
        let service = ScriptedService([.refused(status: 401, reason: "Incorrect Authorization")])
        let sender = ScrobbleSender(loop: loop, service: service, history: history)
        defer { sender.close() }
        var notices: [String] = []
        sender.onNotice = { notices.append($0) }
        sender.kick()
        #expect(Self.run(loop) { !notices.isEmpty })
        sender.playingNow(ListenTrack(artist: "A", title: "Now"))
        sender.isPlaying = true
        loop.runOnce(timeout: 0.1)
        #expect(service.received.withLock { $0.count } == 1)
        #expect(notices == ["listenbrainz refused 2 listens (HTTP 401: Incorrect Authorization); nothing more is sent to it until "
                            + "the config is reloaded or PlayDeck starts again; the listens stay kept"])
        #expect(history.pendingCount(for: "listenbrainz") == 2)
        #expect(sender.state == "stopped: HTTP 401: Incorrect Authorization")
    }

    @Test func aFlushSendsNowWhilePausedInsideTheBackOffAndSaysHowManyWereTaken() throws {
        let loop = EventLoop()
        let history = try Self.history(3)
        let service = ScriptedService([.retry(after: nil, reason: "Couldn't connect to server")])
        let sender = ScrobbleSender(loop: loop, service: service, history: history)
        defer { sender.close() }
        var outcomes: [ScrobbleFlushReport.Outcome] = []
        sender.flush { outcomes.append($0) }
        #expect(Self.run(loop) { !outcomes.isEmpty })
        #expect(outcomes == [.later(reason: "Couldn't connect to server", kept: 3, retry: "sent again at the next play or flush")])
        // Paused, inside the 10 s back-off: nothing is armed, and a flush sends at once.
        #expect(loop.deadline("scrobble.retry.listenbrainz") == nil)
        sender.flush { outcomes.append($0) }
        #expect(Self.run(loop) { outcomes.count == 2 })
        #expect(outcomes.last == .took(3))
        #expect(history.pendingCount(for: "listenbrainz") == 0)
        sender.flush { outcomes.append($0) }
        #expect(Self.run(loop) { outcomes.count == 3 })
        #expect(outcomes.last == .took(0))
    }

    @Test func aFlushWaitsForWhatTheServiceAskedAndSaysSo() throws {
        let loop = EventLoop()
        let history = try Self.history(2)
        let service = ScriptedService([.retry(after: 60, reason: "HTTP 429: slow down")])
        let sender = ScrobbleSender(loop: loop, service: service, history: history)
        defer { sender.close() }
        var outcomes: [ScrobbleFlushReport.Outcome] = []
        sender.flush { outcomes.append($0) }
        #expect(Self.run(loop) { !outcomes.isEmpty })
        sender.flush { outcomes.append($0) }
        #expect(outcomes.count == 2)
        #expect(outcomes.last == .later(reason: "HTTP 429: slow down", kept: 2,
                                        retry: "sent again at the next play or flush, in 60 s at the earliest"))
        #expect(service.received.withLock { $0.count } == 1)
    }

    @Test func aFlushWhileAnotherProcessHoldsTheSendingLockSendsNothing() throws {
        let history = try Self.history(1)
        let other = try ListeningHistory(directory: history.directory, services: ["listenbrainz"])
        #expect(other.claimSending())
        let loop = EventLoop()
        let service = ScriptedService()
        let sender = ScrobbleSender(loop: loop, service: service, history: history)
        defer { sender.close() }
        var outcomes: [ScrobbleFlushReport.Outcome] = []
        sender.flush { outcomes.append($0) }
        #expect(outcomes == [.anotherSender])
        #expect(service.received.withLock { $0.isEmpty })
    }
}
