import EventLoop
import Foundation
@testable import NowPlaying
@testable import Remote

/// A player's control socket served on a thread of its own, with a loop of its own, so that a
/// test may talk to it with the blocking `ControlClient`, as `playdeck remote` does.
final class ThreadedServer: Sendable {
    /// The socket's path.
    let path: String
    private let root: String
    private let stopper: Wakeup
    private let finished = DispatchSemaphore(value: 0)

    /// Serves a source that answers each intent with `answer` and publishes `info` (called and
    /// made on the server's thread).
    init(info: @escaping @Sendable () -> NowPlayingInfo? = { nil },
         answer: @escaping @Sendable (NowPlayingIntent) -> IntentAnswer) throws {
        let root = try TemporaryDirectory()
        self.root = root.path
        let stopper = try Wakeup()
        self.stopper = stopper
        let served = Locked<String?>(nil)
        let ready = DispatchSemaphore(value: 0)
        let directory = root.path + "/playdeck"
        Thread { [finished] in
            let loop = EventLoop()
            let center = NowPlayingInfoCenter()
            if let info = info() { center.publish(info) }
            let remote = RemoteControl(loop: loop, source: SessionSource(infoCenter: center, answer: answer),
                                       directory: SocketDirectory(path: directory), mpris: false)
            served.withLock { $0 = remote.server?.path }
            loop.watchWakeup(stopper.descriptor) { [unowned loop] in loop.stop() }
            ready.signal()
            loop.run()
            remote.close()
            finished.signal()
        }.start()
        ready.wait()
        guard let path = served.withLock({ $0 }) else {
            stopper.wake()
            throw ControlClientError.refused("the server did not start")
        }
        self.path = path
    }

    /// Stops the server's loop, waits for its thread to end and removes the socket's folder.
    func stop() {
        stopper.wake()
        finished.wait()
        try? FileManager.default.removeItem(atPath: root)
    }
}
