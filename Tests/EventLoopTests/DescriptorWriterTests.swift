import Glibc
import Testing
@testable import EventLoop

@Suite struct DescriptorWriterTests {
    @Test func everyByteArrivesEvenPastOneWritesWorth() throws {
        var fds: [Int32] = [-1, -1]
        #expect(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0, &fds) == 0)
        defer { fds.forEach { close($0) } }
        // More than a socket buffer: the write blocks until the reader takes some.
        let bytes = (0..<(1 << 20)).map { UInt8(truncatingIfNeeded: $0 * 7) }
        let reader = fds[1]
        var received: [UInt8] = []
        let thread = ReaderThread(descriptor: reader, count: bytes.count)
        try DescriptorWriter.writeAll(bytes, to: fds[0])
        received = thread.join()
        #expect(received == bytes)
    }

    @Test func aFailedWriteSaysWhy() {
        #expect(throws: SystemError("write", code: EBADF)) {
            try DescriptorWriter.writeAll([1, 2, 3], to: -1)
        }
    }

    @Test func nothingToWriteIsNoWrite() throws {
        try DescriptorWriter.writeAll([], to: -1)
    }
}

/// Reads `count` bytes from a blocking descriptor on a thread of its own.
private final class ReaderThread {
    private var thread = pthread_t()
    private let state: UnsafeMutablePointer<(descriptor: Int32, count: Int, bytes: [UInt8])>

    init(descriptor: Int32, count: Int) {
        state = .allocate(capacity: 1)
        state.initialize(to: (descriptor, count, []))
        pthread_create(&thread, nil, { raw in
            guard let state = raw?.assumingMemoryBound(to: (descriptor: Int32, count: Int, bytes: [UInt8]).self) else {
                return nil
            }
            var buffer = [UInt8](repeating: 0, count: 65536)
            while state.pointee.bytes.count < state.pointee.count {
                let got = buffer.withUnsafeMutableBytes { read(state.pointee.descriptor, $0.baseAddress, $0.count) }
                guard got > 0 else { break }
                state.pointee.bytes += buffer[..<got]
            }
            return nil
        }, state)
    }

    /// Waits for the thread and returns what it read.
    func join() -> [UInt8] {
        pthread_join(thread, nil)
        let bytes = state.pointee.bytes
        state.deinitialize(count: 1)
        state.deallocate()
        return bytes
    }
}
