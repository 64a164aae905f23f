import Glibc
@testable import NowPlaying
import EventLoop
import Testing
import TestSupport

/// The loader decodes on a worker and hands results back through its descriptor: the caller
/// goes on at once, and only the newest request's result comes out.
@Suite struct ArtworkLoaderTests {
    /// What happened, in order, on either thread.
    final class Journal: Sendable {
        let entries = Locked<[String]>([])
        func note(_ entry: String) { entries.withLock { $0.append(entry) } }
        var all: [String] { entries.withLock { $0 } }
    }

    static func request(_ name: String) -> ArtworkRequest {
        ArtworkRequest(sidecarPath: name, started: 0)
    }

    static func artwork(_ width: Int) -> DecodedArtwork {
        let size = PixelSize(width: width, height: 1)
        return DecodedArtwork(bounds: size, size: size, rgba: [UInt8](repeating: 9, count: width * 4), encoded: nil, started: 0,
                              decoded: 0)
    }

    /// Waits (10 s at most) until the worker has noted something.
    static func waitUntilStarted(_ journal: Journal) {
        let deadline = SessionClock.system.monotonic() + 10
        while journal.all.isEmpty, SessionClock.system.monotonic() < deadline { usleep(1000) }
    }

    /// Waits for the loader's descriptor, then takes what it has.
    static func nextResult(_ loader: ArtworkLoader) -> DecodedArtwork? {
        var descriptor = pollfd(fd: loader.descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 10_000) > 0 else { return nil }
        return loader.take()
    }

    @Test func theCallerGoesOnWhileThePictureDecodes() {
        let journal = Journal(), gate = WorkerGate()
        let loader = ArtworkLoader { request in
            journal.note("decode started")
            gate.wait()
            journal.note("decode finished")
            return Self.artwork(request.sidecarPath == "a" ? 7 : 0)
        }
        loader.load(Self.request("a"))
        journal.note("load returned")
        #expect(loader.take() == nil)
        journal.note("key handled")
        gate.open()
        let result = Self.nextResult(loader)
        journal.note("artwork taken")
        #expect(result?.size.width == 7)
        let order = journal.all
        let index = { (entry: String) in order.firstIndex(of: entry) ?? -1 }
        #expect(index("load returned") < index("decode finished"), "\(order)")
        #expect(index("key handled") < index("decode finished"), "\(order)")
        #expect(index("decode finished") < index("artwork taken"), "\(order)")
    }

    @Test func aSupersededRequestGivesNothingAndAWaitingOneIsNeverDecoded() {
        let journal = Journal(), gate = WorkerGate()
        let loader = ArtworkLoader { request in
            journal.note(request.sidecarPath ?? "")
            if request.sidecarPath == "a" { gate.wait() }
            return Self.artwork(request.sidecarPath == "c" ? 3 : 1)
        }
        loader.load(Self.request("a"))
        // Once the worker is busy with a, b waits and is then replaced by c.
        Self.waitUntilStarted(journal)
        loader.load(Self.request("b"))
        loader.load(Self.request("c"))
        gate.open()
        var result: DecodedArtwork?
        while result == nil, let next = Self.nextResultOrTimeout(loader) { result = next }
        #expect(result?.size.width == 3)
        #expect(journal.all == ["a", "c"])
    }

    @Test func aCancelledRequestGivesNothing() {
        let journal = Journal(), gate = WorkerGate()
        let loader = ArtworkLoader { _ in
            journal.note("started")
            gate.wait()
            return Self.artwork(5)
        }
        loader.load(Self.request("a"))
        Self.waitUntilStarted(journal)
        loader.cancel()
        gate.open()
        var descriptor = pollfd(fd: loader.descriptor, events: Int16(POLLIN), revents: 0)
        #expect(poll(&descriptor, 1, 10_000) > 0)
        #expect(loader.take() == nil)
    }

    /// The next non-nil result, or nil once the descriptor stays quiet for 10 s.
    static func nextResultOrTimeout(_ loader: ArtworkLoader) -> DecodedArtwork?? {
        var descriptor = pollfd(fd: loader.descriptor, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, 10_000) > 0 else { return nil }
        return .some(loader.take())
    }
}
