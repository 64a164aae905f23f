import EventLoop
import FileIO
import Library
import NowPlaying

/// Writes the session's place on a worker thread: a pause, a seek or the periodic save is an
/// atomic write with two fsyncs, which on a disk takes milliseconds, and on the loop it held
/// back the snapshot of the pause from every remote (an MPD client's `changed: player` came
/// 2–14 ms after the command). The newest place wins; one handed in before the last write made
/// on the loop (`writeNow`, at the end) is dropped, so that an older place never lands after it.
final class PlaceWriter {
    private let store: SessionStore
    private let worker = NewestJobWorker<FileError?>()
    /// Counts the writes made on the loop; a job from before the last one writes nothing.
    private let generation = Locked(0)

    /// Readable when a write finished; the loop then calls `takeFailure()`.
    var descriptor: Int32 { worker.descriptor }

    init(store: SessionStore) {
        self.store = store
    }

    /// Writes `place` soon, off the loop.
    func submit(_ place: SavedPlace?) {
        let write = store.placeWriting(place)
        let generation = generation
        let mine = generation.withLock { $0 }
        worker.submit {
            generation.withLock { current -> FileError? in
                guard current == mine else { return nil }
                do throws(FileError) {
                    try write()
                    return nil
                } catch {
                    return error
                }
            }
        }
    }

    /// How the newest write done went: nil when none finished since, `.some(nil)` for success.
    func takeFailure() -> FileError?? {
        worker.take()
    }

    /// Writes `place` now, after any write under way and instead of any waiting.
    func writeNow(_ place: SavedPlace?) throws(FileError) {
        worker.cancel()
        let write = store.placeWriting(place)
        let failure = generation.withLock { current -> FileError? in
            current += 1
            do throws(FileError) {
                try write()
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }
}
