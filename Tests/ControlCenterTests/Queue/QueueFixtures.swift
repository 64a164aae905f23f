import Commands
@testable import ControlCenter
@testable import NowPlaying
import Playback
import Settings

enum QueueFixtures {
    /// Paths like "/music/album 3/track 3.mp3" for 1…count.
    static func paths(_ count: Int) -> [String] {
        (1...max(1, count)).map { "/music/album \($0 % 97)/track \($0).mp3" }
    }

    /// A source serving a queue of paths as a session would (rows by file name, searches over
    /// them), counting the rows it serves; the controller shows `current` playing.
    static func source(count: Int, current: Int, rows: Int = 16) -> (PathQueueSource, TileController) {
        let source = PathQueueSource(paths: paths(count))
        var info = TileFixtures.info()
        info.queueIndex = current
        info.queueCount = source.paths.count
        let controller = source.recording.controller(info, rows: rows)
        return (source, controller)
    }

    static func key(_ text: String) -> InputEvent {
        TileFixtures.key(text)
    }

    /// What a tile does before drawing: asks for the rows it lacks and sends what is queued,
    /// until the answers leave nothing more to ask.
    static func settle(_ controller: TileController, _ link: SourceLink?) {
        var busy: Bool
        repeat {
            busy = controller.requestMissing() || !controller.outbox.isEmpty
            link?.deliver()
        } while busy
    }
}

/// A queue of paths behind a `RecordingSource`: rows and searches answered from the paths.
final class PathQueueSource {
    let recording = RecordingSource()
    let paths: [String]
    /// How many rows were served.
    var rowsServed = 0

    init(paths: [String]) {
        self.paths = paths
        recording.answer = { [unowned self] intent in
            switch intent {
            case let .queueRows(indices):
                let shown = indices.filter(paths.indices.contains)
                rowsServed += shown.count
                return .queueRows(QueueRows(revision: 0, total: paths.count, rows: shown.map { index in
                    QueueRow(index: index, id: index + 1, title: Self.name(paths[index]), path: paths[index], isCurrent: false)
                }))
            case let .searchQueue(query):
                let search = QueueSearch(query)
                let indices = paths.indices.filter { search.matches(Self.name(paths[$0])) }
                return .queueSearch(QueueSearchResult(query: query, revision: 0, indices: indices))
            case .artwork, .liveText, .lyrics, .library, .mediaDetails, .listens:
                return nil
            }
        }
    }

    var commands: [Command] { recording.commands }

    /// Presses keys as a tile would: each handled, then what it asked for sent.
    func press(_ names: String..., on controller: TileController) {
        for name in names {
            controller.handle(QueueFixtures.key(name), now: TileFixtures.now)
            QueueFixtures.settle(controller, recording.link)
        }
    }

    static func name(_ path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }
}

/// A player that does nothing: the session's queue without media behind it.
final class NullPlayer: PlayerDriving {
    var wakeupDescriptor: Int32 { -1 }
    func nextEvents() -> [PlayerEvent] { [] }
    func load(_ target: String) throws(MPVError) {}
    func append(_ target: String) throws(MPVError) {}
    func clearPlaylist() throws(MPVError) {}
    func setPaused(_ paused: Bool) throws(MPVError) {}
    func stop() throws(MPVError) {}
    func seek(to seconds: Double) throws(MPVError) {}
    func setSpeed(_ rate: Double) throws(MPVError) {}
    func setVolume(_ percent: Double) throws(MPVError) {}
    func setMuted(_ muted: Bool) throws(MPVError) {}
    func setHeard(_ heard: Bool) throws(MPVError) {}
    func setAudioDevice(_ name: String) throws(MPVError) {}
    func setOption(_ name: String, _ value: String) throws(MPVError) {}
    func observe(_ properties: [Property]) {}
    func current(_ property: Property) -> PropertyChange? { nil }
    func requestScreenshot(ticket: UInt64) throws(MPVError) { throw MPVError(code: -10) }
}

/// The real session's queue of `count` paths, over a player that plays nothing, shown by a
/// controller through the real in-process source.
final class SessionQueue {
    let infoCenter = NowPlayingInfoCenter()
    let session: NowPlayingSession
    let source: SessionSource
    let controller: TileController
    let link: SourceLink

    init(count: Int, startingAt index: Int = 0, keys: KeyBindings = .defaults, rows: Int = 16,
         titles: QueueTitles = QueueTitles()) {
        session = NowPlayingSession(primary: NullPlayer(), interstitialPlayer: nil, infoCenter: infoCenter,
                                    clock: .system, artwork: ItemArtwork(), titles: titles)
        session.installPlayerTargets()
        source = SessionSource(infoCenter: infoCenter) { [session] in session.perform($0) }
        controller = TileController(keys: keys, ui: .defaults, now: TileFixtures.now)
        controller.screenRows = rows
        link = SourceLink(controller: controller, source: source, clock: { TileFixtures.now })
        session.becomeActiveIfPossible()
        session.play(items: QueueFixtures.paths(count).map { MediaItem(url: $0) }, startingAt: index)
        link.connect()
        // The null player never starts an item: publish what the session knows now.
        controller.show(session.makeSnapshot(), now: TileFixtures.now)
    }

    /// Presses keys as a tile would, then shows the session's snapshot as its publishing would.
    func press(_ names: String...) {
        for name in names {
            controller.handle(QueueFixtures.key(name), now: TileFixtures.now)
            QueueFixtures.settle(controller, link)
        }
        controller.show(session.makeSnapshot(), now: TileFixtures.now)
        QueueFixtures.settle(controller, link)
    }

    /// The queue's file names in order.
    var names: [String] { session.queue.items.map { PathQueueSource.name($0.url) } }
}
