import Glibc

/// A detached POSIX thread for one piece of work: it shares nothing with the loop but what
/// the work itself carries, which must be Sendable.
public enum WorkerThread {
    private final class Work: Sendable {
        let body: @Sendable () -> Void

        init(_ body: @escaping @Sendable () -> Void) {
            self.body = body
        }
    }

    /// Runs `body` on a new thread; false (and nothing run) if no thread could be started.
    public static func detach(_ body: @escaping @Sendable () -> Void) -> Bool {
        let work = Unmanaged.passRetained(Work(body))
        var thread = pthread_t()
        let status = pthread_create(&thread, nil, { context in
            guard let context else { return nil }
            Unmanaged<Work>.fromOpaque(context).takeRetainedValue().body()
            return nil
        }, work.toOpaque())
        guard status == 0 else {
            work.release()
            return false
        }
        pthread_detach(thread)
        return true
    }
}
