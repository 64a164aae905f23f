import Glibc
import Locations

/// Reads the tags of a list of files on worker threads and hands the outcomes to one consumer
/// as they come (in no particular order). The workers stop reading while `backlog` outcomes wait
/// to be taken, so a slow writer does not pile up the whole library in memory.
final class TagReaderPool: @unchecked Sendable {
    private let files: [FolderWalker.Found]
    private let backlog: Int
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let ready = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private let room = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    // Guarded by `mutex`.
    private var next = 0
    private var outcomes: [TrackReading.Outcome] = []
    private var running = 0
    private var stopped = false
    private var started = 0

    /// Starts `workers` threads over `files` (at least one; when none can be started, the
    /// consumer's `take` reads on its own thread).
    init(files: [FolderWalker.Found], workers: Int, backlog: Int = 2048) {
        self.files = files
        self.backlog = backlog
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(ready, nil)
        pthread_cond_init(room, nil)
        pthread_mutex_lock(mutex)
        for _ in 0..<max(1, min(workers, files.count)) {
            running += 1
            if start() { started += 1 } else { running -= 1 }
        }
        pthread_mutex_unlock(mutex)
    }

    deinit {
        pthread_cond_destroy(ready)
        pthread_cond_destroy(room)
        pthread_mutex_destroy(mutex)
        ready.deallocate()
        room.deallocate()
        mutex.deallocate()
    }

    /// Waits for the outcomes read since the last call; empty once every file is done.
    func take() -> [TrackReading.Outcome] {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if started == 0 {
            // No worker could be started: read a slice here.
            guard next < files.count else { return [] }
            let slice = files[next..<min(files.count, next + 256)]
            next += slice.count
            return slice.map { TrackReading.read($0.path, stamp: FileStamp($0)) }
        }
        while outcomes.isEmpty && running > 0 { pthread_cond_wait(ready, mutex) }
        defer {
            outcomes.removeAll(keepingCapacity: true)
            pthread_cond_broadcast(room)
        }
        return outcomes
    }

    /// Stops the workers after the files they are reading (a failed write ends the scan).
    func stop() {
        pthread_mutex_lock(mutex)
        stopped = true
        pthread_cond_broadcast(room)
        while running > 0 { pthread_cond_wait(ready, mutex) }
        pthread_mutex_unlock(mutex)
    }

    private func start() -> Bool {
        var thread = pthread_t()
        let context = Unmanaged.passRetained(self).toOpaque()
        guard pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<TagReaderPool>.fromOpaque(context).takeRetainedValue().work()
            return nil
        }, context) == 0 else {
            Unmanaged<TagReaderPool>.fromOpaque(context).release()
            return false
        }
        pthread_detach(thread)
        return true
    }

    private func work() {
        pthread_mutex_lock(mutex)
        while !stopped && next < files.count {
            while outcomes.count >= backlog && !stopped { pthread_cond_wait(room, mutex) }
            if stopped { break }
            let file = files[next]
            next += 1
            pthread_mutex_unlock(mutex)
            let outcome = TrackReading.read(file.path, stamp: FileStamp(file))
            pthread_mutex_lock(mutex)
            outcomes.append(outcome)
            pthread_cond_broadcast(ready)
        }
        running -= 1
        pthread_cond_broadcast(ready)
        pthread_mutex_unlock(mutex)
    }
}
