import Glibc

/// A value shared between the loop and a worker thread, behind a pthread mutex.
///
/// Not the standard library's `Synchronization.Mutex`: on Linux it locks with futex calls from
/// uninstrumented code, which ThreadSanitizer cannot see, so `make test-tsan` reported every
/// access under it as a race (a four-thread counter under `Mutex` shows the same). A pthread
/// mutex is intercepted, so TSan checks what the lock really protects.
public final class Locked<Value: Sendable>: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    /// Holds `value`.
    public init(_ value: Value) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` on the value with the lock held.
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body(&value)
    }
}
