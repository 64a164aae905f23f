import Glibc
import Testing
@testable import Remote

@Suite struct SocketReaderTests {
    /// One end of a socket pair, read by the reader; the test writes to the other end.
    final class Peer: LineReading {
        let fd: Int32
        let other: Int32
        var framer = LineFramer(limit: 100)

        init() throws {
            var ends: [Int32] = [-1, -1]
            try #require(socketpair(AF_UNIX, Int32(SOCK_STREAM.rawValue | SOCK_NONBLOCK.rawValue), 0, &ends) == 0)
            fd = ends[0]
            other = ends[1]
        }

        deinit {
            _ = close(fd)
            _ = close(other)
        }

        func write(_ text: String) {
            _ = Array(text.utf8).withUnsafeBytes { send(other, $0.baseAddress, $0.count, 0) }
        }
    }

    private func lines(_ items: [LineFramer.Item]) -> [String] {
        items.compactMap { if case let .line(bytes) = $0 { String(decoding: bytes, as: UTF8.self) } else { nil } }
    }

    @Test func linesArriveUntilNothingMoreWaits() throws {
        let peer = try Peer()
        peer.write("ping\nsta")
        var taken: [String] = []
        let reader = SocketReader(bufferSize: 64, rounds: 4)
        #expect(reader.read(peer) { taken += lines($0); return true } == .drained)
        #expect(taken == ["ping"])
        peer.write("tus\n")
        #expect(reader.read(peer) { taken += lines($0); return true } == .drained)
        #expect(taken == ["ping", "status"])
    }

    @Test func oneWakeUpReadsAtMostItsRoundsAndTheRestWaitsForTheNext() throws {
        let peer = try Peer()
        peer.write(String(repeating: "abcdefg\n", count: 4))
        var taken: [String] = []
        // Reads of 8 bytes, two a wake-up: two lines each time.
        let reader = SocketReader(bufferSize: 8, rounds: 2)
        #expect(reader.read(peer) { taken += lines($0); return true } == .stopped)
        #expect(taken.count == 2)
        #expect(reader.read(peer) { taken += lines($0); return true } == .stopped)
        #expect(taken.count == 4)
        #expect(reader.read(peer) { taken += lines($0); return true } == .drained)
    }

    @Test func theTakerStopsTheReading() throws {
        let peer = try Peer()
        peer.write("one\ntwo\n")
        let reader = SocketReader(bufferSize: 4, rounds: 4)
        var taken: [String] = []
        #expect(reader.read(peer) { taken += lines($0); return false } == .stopped)
        #expect(taken == ["one"])
        #expect(reader.read(peer) { taken += lines($0); return true } == .drained)
        #expect(taken == ["one", "two"], "the bytes not read yet are read at the next wake-up")
    }

    @Test func thePeersEndIsSaidAndItsLastLineWithoutANewlineKept() throws {
        let peer = try Peer()
        peer.write("a\nlast")
        shutdown(peer.other, Int32(SHUT_WR))
        var taken: [String] = []
        #expect(SocketReader(bufferSize: 64, rounds: 4).read(peer) { taken += lines($0); return true } == .ended)
        #expect(taken == ["a"])
        #expect(lines(peer.framer.finish()) == ["last"])
    }
}
