import Commands
import EventLoop
import Foundation
import NowPlaying
@testable import Remote
import TestSupport

/// A private bus, a loop on the test's thread and a `BusClient` on that loop: the test turns
/// the loop until what it waits for has arrived.
final class BusClientFixture {
    let bus: PrivateBus
    let loop = EventLoop()
    let client: BusClient

    init() throws {
        bus = try PrivateBus()
        client = try BusClient(loop: loop, address: bus.address)
    }

    deinit {
        client.close()
        bus.stop()
    }

    /// Turns the loop until `condition` holds or `timeout` seconds pass.
    @discardableResult
    func turn(timeout: Double = 10, until condition: () -> Bool) -> Bool {
        let end = EventLoop.now() + timeout
        while !condition(), EventLoop.now() < end { loop.runOnce(timeout: 0.05) }
        return condition()
    }

    /// Turns the loop for `seconds`, whatever happens.
    func turn(for seconds: Double) {
        let end = EventLoop.now() + seconds
        while EventLoop.now() < end { loop.runOnce(timeout: max(0, end - EventLoop.now())) }
    }

    /// A source over `busName` that keeps every value it publishes.
    func source(_ busName: String, options: MPRISClientOptions = MPRISClientOptions()) -> RecordedSource {
        RecordedSource(MPRISSource(client: client, busName: busName, loop: loop, options: options))
    }

    /// Sends a command and turns the loop until it is answered.
    func send(_ command: Command, to source: MPRISSource) -> RemoteCommandStatus? {
        var status: RemoteCommandStatus?
        source.send(command) { status = $0 }
        turn { status != nil }
        return status
    }
}

/// An MPRIS source and everything it published.
final class RecordedSource {
    let source: MPRISSource
    private(set) var values: [NowPlayingValue] = []
    private(set) var closing: String?

    init(_ source: MPRISSource) {
        self.source = source
        _ = source.subscribe { [unowned self] value in values.append(value) }
        source.onClose = { [unowned self] line in closing = line }
    }

    /// The last snapshot.
    var info: NowPlayingInfo? { source.latest }

    /// The notices published.
    var notices: [String] { values.compactMap { if case let .notice(text) = $0 { text } else { nil } } }
}
