import Commands
@testable import ControlCenter
import NowPlaying
import Playback
import Settings

/// A queue of file paths that counts the titles asked for, and carries out play and remove.
final class CountingQueueTarget: TileCommandTarget, QueueListing {
    var paths: [String]
    var titleCalls = 0
    var commands: [ControlCommand] = []
    var skipIntervals = SkipIntervals(backward: 10, forward: 15)
    var interstitialTimes: [Double] = []

    init(count: Int) {
        paths = (1...max(1, count)).map { "/music/album \($0 % 97)/track \($0).mp3" }
    }

    var queueListing: QueueListing? { self }
    var queueItemCount: Int { paths.count }

    func title(ofItemAt index: Int) -> String {
        titleCalls += 1
        let path = paths[index]
        return path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    func perform(_ command: ControlCommand) -> RemoteCommandStatus {
        commands.append(command)
        if case let .remove(position) = command { paths.remove(at: position - 1) }
        return .success
    }
}

enum QueueFixtures {
    /// A controller over the target with a snapshot whose current item is `current`.
    static func controller(_ target: CountingQueueTarget, current: Int, rows: Int = 16) -> TileController {
        let controller = TileController(keys: .defaults, ui: .defaults, adSkipAfter: 5, target: target,
                                         now: TileFixtures.now)
        var info = TileFixtures.info()
        info.queueIndex = current
        info.queueCount = target.queueItemCount
        controller.show(info, now: TileFixtures.now)
        controller.screenRows = rows
        return controller
    }

    static func key(_ text: String) -> InputEvent {
        // Keys are written as in the config: "tab", "/", "down".
        .key((try? KeyName(parsing: text)) ?? KeyName(.named(.f12)))
    }
}

/// A player that does nothing: the session's queue without media behind it.
final class NullPlayer: PlayerDriving {
    var wakeupDescriptor: Int32 { -1 }
    func nextEvents() -> [PlayerEvent] { [] }
    func load(_ target: String) throws(MPVError) {}
    func setPaused(_ paused: Bool) throws(MPVError) {}
    func stop() throws(MPVError) {}
    func seek(to seconds: Double) throws(MPVError) {}
    func setSpeed(_ rate: Double) throws(MPVError) {}
    func setVolume(_ percent: Double) throws(MPVError) {}
    func setMuted(_ muted: Bool) throws(MPVError) {}
    func setOption(_ name: String, _ value: String) throws(MPVError) {}
    func current(_ property: Property) -> PropertyChange? { nil }
    func requestScreenshot(ticket: UInt64) throws(MPVError) { throw MPVError(code: -10) }
}

/// The real session's queue of `count` paths, over a player that plays nothing.
final class SessionQueueTarget: TileCommandTarget {
    let session = NowPlayingSession(primary: NullPlayer(), infoCenter: NowPlayingInfoCenter())
    var skipIntervals: SkipIntervals { session.skipIntervals }
    var interstitialTimes: [Double] { [] }
    var queueListing: QueueListing? { session }

    init(count: Int) {
        session.installPlayerTargets()
        session.play(items: (1...max(1, count)).map { MediaItem(url: "/music/album \($0 % 97)/track \($0).mp3") })
    }

    func perform(_ command: ControlCommand) -> RemoteCommandStatus { session.perform(command) }
}
