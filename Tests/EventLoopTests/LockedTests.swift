import EventLoop
import Glibc
import Testing

@Suite struct LockedTests {
    /// Four threads each add 1 a hundred thousand times: with the lock held for each
    /// read-modify-write, none is lost. (Under `make test-tsan` this is also where a lock
    /// ThreadSanitizer cannot see would be reported.)
    @Test func incrementsFromFourThreadsAreNeverLost() {
        let counter = Locked(0)
        let threads = (0..<4).map { _ in
            Thread(counter)
        }
        for thread in threads { thread.join() }
        #expect(counter.withLock { $0 } == 400_000)
    }

    @Test func whatTheBodyReturnsIsReturnedAndAThrowLeavesTheLockFree() throws {
        struct Refused: Error {}
        let box = Locked([1, 2])
        #expect(box.withLock { $0.removeLast() } == 2)
        #expect(throws: Refused.self) { try box.withLock { _ in throw Refused() } }
        #expect(box.withLock { $0 } == [1])
    }

    /// A pthread running the increments.
    final class Thread {
        private var id = pthread_t()

        init(_ counter: Locked<Int>) {
            let context = Unmanaged.passRetained(counter).toOpaque()
            pthread_create(&id, nil, { raw in
                guard let raw else { return nil }
                let counter = Unmanaged<Locked<Int>>.fromOpaque(raw).takeRetainedValue()
                for _ in 0..<100_000 { counter.withLock { $0 += 1 } }
                return nil
            }, context)
        }

        func join() { pthread_join(id, nil) }
    }
}
