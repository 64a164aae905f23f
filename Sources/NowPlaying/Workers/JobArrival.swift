import Glibc

/// How a worker with nothing to do waits a while for the next job instead of ending: a thread
/// started for every pause's write cost the loop a `clone` before the pause reached any remote.
/// A POSIX semaphore: `post` from the loop, a bounded `wait` on the worker.
final class JobArrival: @unchecked Sendable {
    private let semaphore = UnsafeMutablePointer<sem_t>.allocate(capacity: 1)

    init() {
        sem_init(semaphore, 0, 0)
    }

    deinit {
        sem_destroy(semaphore)
        semaphore.deallocate()
    }

    /// A job came.
    func post() {
        sem_post(semaphore)
    }

    /// Waits until a job comes or `seconds` pass.
    func wait(seconds: Double) {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let whole = Int(seconds)
        var until = timespec(tv_sec: now.tv_sec + whole, tv_nsec: now.tv_nsec + Int((seconds - Double(whole)) * 1e9))
        if until.tv_nsec >= 1_000_000_000 {
            until.tv_sec += 1
            until.tv_nsec -= 1_000_000_000
        }
        while sem_timedwait(semaphore, &until) != 0, errno == EINTR {}
    }
}
