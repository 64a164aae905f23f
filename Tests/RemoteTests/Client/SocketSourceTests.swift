import Commands
import EventLoop
import Glibc
@testable import NowPlaying
import Testing
@testable import Remote

/// A tile's source over a real socket: a player's `RemoteControl` and the `SocketSource` on one
/// loop in this thread; the test turns the loop until what it waits for has arrived.
@Suite struct SocketSourceTests {
    final class Fixture {
        let root: TemporaryDirectory
        let loop = EventLoop()
        let infoCenter = NowPlayingInfoCenter()
        var remote: RemoteControl?
        var performed: [Command] = []
        var values: [NowPlayingValue] = []
        var farewell: String??

        init(picture: @escaping (Int?, PixelSize) -> ArtworkPicture? = { _, _ in nil }) throws {
            root = try TemporaryDirectory()
            let source = SessionSource(infoCenter: infoCenter, perform: { [unowned self] command in
                performed.append(command)
                return command == .skipAd ? .disabled("Not yet") : .success
            }, answer: { intent in
                switch intent {
                case let .queueRows(indices):
                    return .value(.queueRows(QueueRows(revision: 2, total: 3, rows: indices.filter { $0 < 3 }.map {
                        QueueRow(index: $0, id: $0 + 10, title: "Item \($0)", isCurrent: $0 == 1)
                    })))
                case let .searchQueue(query):
                    return .value(.queueSearch(QueueSearchResult(query: query, revision: 2, indices: [2])))
                case let .artwork(id, size):
                    return picture(id, size).map { .value(.artwork($0)) } ?? .absent("Artwork \(id) is no longer the current one")
                default:
                    return .absent("none here")
                }
            })
            remote = RemoteControl(loop: loop, source: source, directory: SocketDirectory(path: root.path + "/playdeck"), mpris: false)
        }

        deinit {
            remote?.close()
            root.remove()
        }

        /// A connected, subscribed source whose values are collected.
        func connect() throws -> SocketSource {
            let client = try ControlClient(path: try #require(remote?.server?.path))
            // The handshake by hand: the player answers on this same loop, which must turn.
            try client.sendRaw("{\"hello\":\(ProtocolHello.currentVersion)}\n")
            var answer: String?
            turn { answer = try? client.readLine(timeout: 0); return answer != nil }
            guard case let .success(.hello(hello)) = ServerLine.parse(Array((answer ?? "").utf8), now: 0) else {
                throw ControlClientError.refused(answer ?? "no answer to hello")
            }
            let source = SocketSource(connection: client.handOver(), hello: hello, loop: loop)
            _ = source.subscribe { [unowned self] in values.append($0) }
            source.onClose = { [unowned self] in farewell = .some($0) }
            return source
        }

        /// Turns the loop until `done` holds; thirty seconds is a hang, not a slow answer (a
        /// picture's base64 under a sanitizer takes seconds).
        func turn(until done: () -> Bool) {
            let end = EventLoop.now() + 30
            while !done(), EventLoop.now() < end { loop.runOnce(timeout: 0.01) }
        }

        func snapshot(_ title: String, takenAgo age: Double = 0) -> NowPlayingInfo {
            var info = NowPlayingInfo()
            info.metadata.title = title
            info.state = .playing
            info.uptime = SessionClock.system.monotonic() - age
            return info
        }
    }

    @Test func theSnapshotComesFirstOnTheTilesClockThenEveryOneAfter() throws {
        let fixture = try Fixture()
        fixture.infoCenter.publish(fixture.snapshot("First", takenAgo: 10))
        let source = try fixture.connect()
        defer { source.close() }
        fixture.turn { !fixture.values.isEmpty }
        guard case let .nowPlaying(first)? = fixture.values.first else {
            Issue.record("no snapshot first: \(fixture.values)")
            return
        }
        #expect(first.metadata.title == "First")
        #expect(abs(EventLoop.now() - 10 - first.uptime) < 0.5, "taken ten seconds ago, by the tile's clock")
        fixture.infoCenter.publish(fixture.snapshot("Second"))
        fixture.turn { fixture.values.count == 2 }
        guard case let .nowPlaying(second)? = fixture.values.last else {
            Issue.record("no second snapshot: \(fixture.values)")
            return
        }
        #expect(second.metadata.title == "Second")
    }

    @Test func commandsAreAnsweredEachByItsOwnReply() throws {
        let fixture = try Fixture()
        let source = try fixture.connect()
        defer { source.close() }
        var answers: [String: RemoteCommandStatus] = [:]
        source.send(.skipAd) { answers["skip-ad"] = $0 }
        source.send(.skipForward(30)) { answers["skip-forward"] = $0 }
        fixture.turn { answers.count == 2 }
        #expect(answers == ["skip-ad": .disabled("Not yet"), "skip-forward": .success])
        #expect(fixture.performed == [.skipAd, .skipForward(30)])
    }

    @Test func rowsSearchesArtworkAndNoticesComeBackAsValues() throws {
        let image = ArtworkImage(size: PixelSize(width: 600, height: 600), rgba: (0..<1_440_000).map { UInt8($0 % 251) })
        let fixture = try Fixture { id, size in
            id == 7 ? ArtworkPicture(artworkID: 7, requested: size, image: image) : nil
        }
        let source = try fixture.connect()
        defer { source.close() }
        source.request(.queueRows([0, 1, 5]))
        source.request(.searchQueue("item 2"))
        source.request(.artwork(id: 6, size: PixelSize(width: 600, height: 600)))
        source.request(.artwork(id: 7, size: PixelSize(width: 600, height: 600)))
        // Notices go to tiles: once the player has taken this one's subscription.
        fixture.turn { fixture.remote?.server?.hasTiles == true }
        fixture.infoCenter.post(notice: "b.mp3: cannot play")
        fixture.turn { fixture.values.count == 4 }
        #expect(fixture.values.count == 4, "artwork no longer current is not answered with a value")
        #expect(fixture.values.contains(.queueRows(QueueRows(revision: 2, total: 3, rows: [
            QueueRow(index: 0, id: 10, title: "Item 0", isCurrent: false), QueueRow(index: 1, id: 11, title: "Item 1", isCurrent: true),
        ]))))
        #expect(fixture.values.contains(.queueSearch(QueueSearchResult(query: "item 2", revision: 2, indices: [2]))))
        #expect(fixture.values.contains(.notice("b.mp3: cannot play")))
        #expect(fixture.values.contains(.artwork(ArtworkPicture(artworkID: 7, requested: PixelSize(width: 600, height: 600),
                                                               image: image))), "1.4 MB of pixels, whole")
        #expect(fixture.farewell == nil, "a picture far above the push limit does not get the tile dropped")
    }

    @Test func theGoodbyeSaysWhyAndAPlayerGoneWithoutOneIsNil() throws {
        let fixture = try Fixture()
        let told = try fixture.connect()
        fixture.turn { fixture.remote?.server?.hasTiles == true }
        fixture.remote?.close(farewell: "the queue ended")
        fixture.turn { fixture.farewell != nil }
        #expect(fixture.farewell == .some("the queue ended"))
        told.close()

        let second = try Fixture()
        let cut = try second.connect()
        second.turn { second.remote?.server?.hasTiles == true }
        second.remote?.close()
        second.turn { second.farewell != nil }
        #expect(second.farewell == .some(nil))
        var reply: RemoteCommandStatus?
        cut.send(.play) { reply = $0 }
        #expect(reply == .commandFailed("The player is gone"), "a command to a player that went is answered at once")
    }
}

extension SocketSourceTests {
    @Test func theSourceAwaitsAnswersUntilEachRequestHasOne() throws {
        let fixture = try Fixture()
        let source = try fixture.connect()
        defer { source.close() }
        fixture.turn { fixture.remote?.server?.hasTiles == true }
        #expect(!source.isAwaitingAnswers, "the subscription's own answer is no request's")
        source.send(.play) { _ in }
        source.request(.queueRows([0]))
        source.request(.artwork(id: 3, size: PixelSize(width: 10, height: 10)))
        #expect(source.isAwaitingAnswers)
        fixture.turn { !source.isAwaitingAnswers }
        #expect(!source.isAwaitingAnswers, "a reply, a value, and a refusal (no such artwork) answer the three")
    }
}

extension SocketSourceTests {
    @Test func aRunOfRowsIsAskedForWithAsManyAgainEitherSide() {
        #expect(SocketSource.withNeighbours(Array(40..<60), total: 100_000) == Array(20..<80))
        #expect(SocketSource.withNeighbours(Array(0..<20), total: 30) == Array(0..<30), "bounded by the queue")
        #expect(SocketSource.withNeighbours([3, 90, 4000], total: 100_000) == [3, 90, 4000], "a search's matches as they are")
        #expect(SocketSource.withNeighbours([], total: 10) == [])
    }
}
