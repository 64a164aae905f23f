import Commands
import EventLoop
import NowPlaying
import TestSupport

/// A source of one kind over a server world of its own, everything it publishes recorded through
/// one subscription. Past its making, it uses the source only through `NowPlayingSource`.
final class SourceUnderTest {
    /// What the server plays when the source is made.
    enum Scenario {
        /// The three items of the queue, from the first.
        case queue
        /// Nothing: an empty queue.
        case nothing
        /// An item whose first five minutes are an ad.
        case ad
    }

    let kind: SourceKind
    let world: ServerWorld
    let source: NowPlayingSource
    private let made: MadeSource
    private let token: Int
    /// Every value published to the subscription, in order.
    private let recorder = Recorder()

    init(_ kind: SourceKind, _ scenario: Scenario = .queue) throws {
        self.kind = kind
        world = try ServerWorld()
        switch scenario {
        case .queue: try world.play(world.items)
        case .nothing: break
        case .ad: try world.play([world.adItem])
        }
        made = try SourceFactory.make(kind, over: world)
        source = made.source
        token = source.subscribe { [recorder] in recorder.values.append($0) }
    }

    deinit {
        source.unsubscribe(token)
        made.close()
    }

    /// Ends what serves the source (the player quits); false where that is this process.
    func stopServer() -> Bool {
        guard let stop = made.stopServer else { return false }
        stop()
        return true
    }

    /// The client's clock, which every source's snapshots are placed on.
    var now: Double { EventLoop.now() }

    /// The snapshots published, in order.
    var snapshots: [NowPlayingInfo] {
        recorder.values.compactMap { if case let .nowPlaying(info) = $0 { info } else { nil } }
    }

    /// What the server's session says now: the truth every source is held to.
    var truth: NowPlayingInfo { world.session.makeSnapshot() }

    /// Sends a command and turns until its status comes; nil if none came.
    func send(_ command: Command) -> RemoteCommandStatus? {
        var status: RemoteCommandStatus?
        source.send(command) { status = $0 }
        world.turn { status != nil }
        return status
    }

    /// Turns until a snapshot published from the `from`th value on matches, and returns it.
    @discardableResult
    func waitForSnapshot(from: Int = 0, _ what: String, where match: (NowPlayingInfo) -> Bool) throws -> NowPlayingInfo {
        var found: NowPlayingInfo?
        let arrived = world.turn {
            found = recorder.values[min(from, recorder.values.count)...].compactMap { value -> NowPlayingInfo? in
                if case let .nowPlaying(info) = value, match(info) { info } else { nil }
            }.first
            return found != nil
        }
        guard arrived, let found else {
            throw FixtureError("\(kind): no snapshot \(what); last: \(snapshots.last.map(Self.describe) ?? "none")")
        }
        return found
    }

    /// Asks with `intent` and turns until a value published from now on is picked by `pick`.
    func ask<Answer>(_ intent: NowPlayingIntent, _ pick: (NowPlayingValue) -> Answer?) throws -> Answer {
        let from = recorder.values.count
        source.request(intent)
        var answer: Answer?
        let answered = world.turn {
            answer = recorder.values[from...].compactMap(pick).first
            return answer != nil
        }
        guard answered, let answer else {
            throw FixtureError("\(kind): no answer to \(intent); values since: \(recorder.values[from...].map(Self.describe))")
        }
        return answer
    }

    /// How many values were published so far.
    var count: Int { recorder.values.count }

    /// The values published from the `from`th on.
    func values(from: Int) -> ArraySlice<NowPlayingValue> {
        recorder.values[min(from, recorder.values.count)...]
    }

    /// The notices published from the `from`th value on.
    func notices(from: Int) -> [String] {
        values(from: from).compactMap { if case let .notice(text) = $0 { text } else { nil } }
    }

    static func describe(_ info: NowPlayingInfo) -> String {
        "\(info.state) \(info.metadata.title ?? "-") at \(info.mediaElapsed.map { String($0) } ?? "-")×\(info.rate)"
    }

    static func describe(_ value: NowPlayingValue) -> String {
        if case let .nowPlaying(info) = value { return "snapshot " + describe(info) }
        return "\(value)".prefix(120).description
    }
}

/// The values one subscription received.
final class Recorder {
    var values: [NowPlayingValue] = []
}
