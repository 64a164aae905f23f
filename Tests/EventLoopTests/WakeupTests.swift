import Glibc
import Testing
@testable import EventLoop

@Suite struct WakeupTests {
    @Test func aWakeFromAnotherThreadMakesTheLoopRunItsHandler() throws {
        let wakeup = try Wakeup()
        let loop = EventLoop()
        var woken = 0
        loop.watch(wakeup.descriptor) {
            wakeup.drain()
            woken += 1
        }
        let thread = Thread { wakeup.wake() }
        loop.runOnce(timeout: 5)
        thread.join()
        #expect(woken == 1)
    }

    @Test func oneDrainTakesEveryWakeSoFar() throws {
        let wakeup = try Wakeup()
        for _ in 0..<5 { wakeup.wake() }
        #expect(isReadable(wakeup.descriptor))
        wakeup.drain()
        #expect(!isReadable(wakeup.descriptor))
        wakeup.wake()
        #expect(isReadable(wakeup.descriptor))
    }

    @Test func theDescriptorIsNonBlockingAndClosedOnExec() throws {
        let wakeup = try Wakeup()
        #expect(fcntl(wakeup.descriptor, F_GETFL) & O_NONBLOCK != 0)
        #expect(fcntl(wakeup.descriptor, F_GETFD) & FD_CLOEXEC != 0)
        wakeup.drain()  // nothing to take: returns at once
        #expect(!isReadable(wakeup.descriptor))
    }

    @Test func releasingTheWakeupClosesItsDescriptor() throws {
        var wakeup: Wakeup? = try Wakeup()
        let descriptor = try #require(wakeup?.descriptor)
        wakeup = nil
        #expect(fcntl(descriptor, F_GETFD) == -1)
        #expect(errno == EBADF)
    }

    private func isReadable(_ descriptor: Int32) -> Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) == 1
    }
}

/// A plain POSIX thread: the test's other thread, joined before the test ends.
private final class Thread {
    private var thread = pthread_t()

    init(_ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Box(body)).toOpaque()
        pthread_create(&thread, nil, { raw in
            guard let raw else { return nil }
            Unmanaged<Box>.fromOpaque(raw).takeRetainedValue().body()
            return nil
        }, box)
    }

    func join() {
        pthread_join(thread, nil)
    }

    private final class Box {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
}
