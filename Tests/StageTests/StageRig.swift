import EventLoop
import NowPlaying
import Stage
import TestSupport

/// A stage on real libmpv players (null outputs) and its own loop, in this process: no binary
/// is started. `run` turns the loop until a condition holds.
final class StageRig {
    let loop = EventLoop()
    let stage: Stage
    var values: [NowPlayingValue] = []
    private var token: Int?

    init() throws {
        let factory = PlayerFactory(audioOutput: "null", video: VideoOutput(driver: "null"), mpvOptions: [])
        stage = try Stage(loop: loop, infoCenter: NowPlayingInfoCenter(), factory: factory, interstitials: false)
        stage.start()
        token = stage.source.subscribe { [unowned self] in values.append($0) }
    }

    deinit {
        token.map(stage.source.unsubscribe)
        stage.close()
    }

    /// Turns the loop until `condition` holds; false if it did not within `timeout` seconds.
    func run(timeout: Double = 10, until condition: () -> Bool) -> Bool {
        let end = EventLoop.now() + timeout
        while !condition() {
            guard EventLoop.now() < end else { return false }
            loop.runOnce(timeout: 0.1)
        }
        return true
    }

    /// One turn of the loop, waiting for nothing: what the commands so far scheduled for the
    /// turn's end runs (the queue's edits of a turn are one step of undo).
    func turn() {
        loop.runOnce(timeout: 0)
    }

    /// The last snapshot published.
    var info: NowPlayingInfo? { stage.infoCenter.nowPlayingInfo }
}
