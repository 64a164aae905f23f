import EventLoop

/// What one-shot workers (`WorkerThread.detach`) bring back to the loop: each result kept, in
/// the order they come, until the loop takes them; a worker that is done wakes the loop through
/// `wakeup` (nil only when no eventfd could be opened: results then wait for the loop's next look).
public final class WorkerResults<Value: Sendable>: Sendable {
    private let done = Locked<[Value]>([])
    private let wakeup: Wakeup?

    /// Results that wake the loop through `wakeup`.
    public init(wakeup: Wakeup?) {
        self.wakeup = wakeup
    }

    /// Runs `work` on a thread of its own and keeps what it returns; false (and nothing run)
    /// when no thread could be started.
    public func run(_ work: @escaping @Sendable () -> Value) -> Bool {
        WorkerThread.detach { [done, wakeup] in
            let value = work()
            done.withLock { $0.append(value) }
            wakeup?.wake()
        }
    }

    /// The results kept since the last take, oldest first.
    public func take() -> [Value] {
        done.withLock { done in
            defer { done = [] }
            return done
        }
    }
}
