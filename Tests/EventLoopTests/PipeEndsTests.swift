import Glibc
import Testing
@testable import EventLoop

@Suite struct PipeEndsTests {
    @Test func bytesWrittenToOneEndAreReadFromTheOther() throws {
        let pipe = try PipeEnds()
        defer {
            close(pipe.read)
            close(pipe.write)
        }
        try DescriptorWriter.writeAll(Array("hello".utf8), to: pipe.write)
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = buffer.withUnsafeMutableBytes { read(pipe.read, $0.baseAddress, $0.count) }
        #expect(String(decoding: buffer.prefix(max(0, count)), as: UTF8.self) == "hello")
    }

    @Test func bothEndsAreNonBlockingAndClosedOnExec() throws {
        let pipe = try PipeEnds()
        defer {
            close(pipe.read)
            close(pipe.write)
        }
        for end in [pipe.read, pipe.write] {
            #expect(fcntl(end, F_GETFL) & O_NONBLOCK != 0)
            #expect(fcntl(end, F_GETFD) & FD_CLOEXEC != 0)
        }
        var byte: UInt8 = 0
        #expect(read(pipe.read, &byte, 1) == -1, "an empty pipe does not block")
        #expect(errno == EAGAIN)
    }
}
