import EventLoop
import Foundation
import Glibc
import NowPlaying
import Testing
import TestSupport
@testable import Remote

/// MPD's connection_timeout, on the server's own loop: a client that says nothing is closed
/// once the timeout passes (a minute in the product; two seconds here, far beyond the moment
/// between a connection and its first line).
@Suite struct MPDServerTimeoutTests {
    @Test func aSilentClientIsClosedAtTheTimeoutAndOneThatIdlesIsNot() throws {
        let folder = try TestWorld.makeFolder(prefix: "mpdt")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let loop = EventLoop()
        let context = MPDContext(source: SessionSource(infoCenter: NowPlayingInfoCenter()) { _ in .success })
        let mpd = MPDServer(loop: loop, context: context, listen: [.unix(path: folder + "/mpd.sock")],
                            directory: SocketDirectory(path: folder), clientTimeout: 2)
        defer { mpd.close() }
        func turn(until condition: () -> Bool) -> Bool {
            let deadline = EventLoop.now() + 10
            while !condition(), EventLoop.now() < deadline { loop.runOnce(timeout: 0.05) }
            return condition()
        }
        let silent = try UnixSocket.make(nonBlocking: false)
        defer { close(silent) }
        try UnixSocket.connect(silent, to: folder + "/mpd.sock")
        let idler = try UnixSocket.make(nonBlocking: false)
        defer { close(idler) }
        try UnixSocket.connect(idler, to: folder + "/mpd.sock")
        #expect(turn { mpd.clientCount == 2 })
        _ = Array("idle\n".utf8).withUnsafeBytes { Glibc.send(idler, $0.baseAddress, $0.count, 0) }
        #expect(turn { mpd.clientCount == 1 }, "the silent one is closed at its timeout")
        // The idler outlives the silent one's timeout, which was armed at the same moment.
        mpd.notify([.player])
        var buffer = [UInt8](repeating: 0, count: 256)
        var received = ""
        while !received.hasSuffix("OK\n") {
            let count = buffer.withUnsafeMutableBytes { recv(idler, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            received += String(decoding: buffer[..<count], as: UTF8.self)
        }
        #expect(received == "OK MPD 0.23.5\nchanged: player\nOK\n")
    }
}
