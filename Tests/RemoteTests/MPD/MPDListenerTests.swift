import EventLoop
import Settings
import Foundation
import Glibc
import NowPlaying
import Testing
import TestSupport
@testable import Remote

/// Where the MPD server listens: a stale socket file is replaced only when nothing answers on
/// it, an address that cannot be bound is one notice and the others still work, port 0 is the
/// port the system picked.
@Suite struct MPDListenerTests {
    let context = MPDContext(source: SessionSource(infoCenter: NowPlayingInfoCenter()) { _ in .success })

    func server(_ addresses: [MPDSettings.Address], in folder: String) -> MPDServer {
        MPDServer(loop: EventLoop(), context: context, listen: addresses, directory: SocketDirectory(path: folder + "/sockets"))
    }

    /// A socket file that nothing listens on any more, as a killed player leaves it.
    func staleSocket(at path: String) throws {
        let fd = try UnixSocket.make()
        try UnixSocket.listen(fd, at: path)
        close(fd)
    }

    @Test func aStaleSocketIsReplacedAndALiveOneOrAFileIsLeftAlone() throws {
        let folder = try TestWorld.makeFolder(prefix: "mpdl")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try staleSocket(at: folder + "/stale.sock")
        let live = try UnixSocket.make()
        defer { close(live) }
        try UnixSocket.listen(live, at: folder + "/live.sock")
        try "keep".write(toFile: folder + "/file.sock", atomically: false, encoding: .utf8)

        let paths = ["stale", "live", "file"].map { folder + "/\($0).sock" }
        let mpd = server(paths.map { .unix(path: $0) }, in: folder)
        defer { mpd.close() }
        #expect(mpd.boundAddresses == [folder + "/stale.sock"])
        #expect(mpd.notices == [
            "MPD server: cannot listen on \(folder)/live.sock: Address already in use; MPD clients cannot reach it there",
            "MPD server: cannot listen on \(folder)/file.sock: Address already in use; MPD clients cannot reach it there",
        ])
        #expect(try String(contentsOfFile: folder + "/file.sock", encoding: .utf8) == "keep")
        #expect(SocketDirectory.isListening(folder + "/live.sock"), "the other server still has its socket")
    }

    @Test func portZeroIsThePortTheSystemPickedAndTheRuntimeFolderIsTheControlSocketsFolder() throws {
        let folder = try TestWorld.makeFolder(prefix: "mpdl")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let mpd = server([.tcp(host: "127.0.0.1", port: 0), .unix(path: "$XDG_RUNTIME_DIR/playdeck/mpd.sock")], in: folder)
        defer { mpd.close() }
        #expect(mpd.notices == [])
        #expect(mpd.boundAddresses.count == 2)
        let port = mpd.boundAddresses.first.flatMap { $0.split(separator: ":").last }.flatMap { Int($0) } ?? 0
        #expect(mpd.boundAddresses.first?.hasPrefix("127.0.0.1:") == true && port > 0)
        #expect(mpd.boundAddresses.last == folder + "/sockets/mpd.sock")
        mpd.close()
        #expect(!FileManager.default.fileExists(atPath: folder + "/sockets/mpd.sock"), "its file goes with it")
    }

    @Test func aHostThatDoesNotResolveIsOneNoticeAndTheRestWork() throws {
        let folder = try TestWorld.makeFolder(prefix: "mpdl")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let mpd = server([.tcp(host: "no.such.host.invalid", port: 6600), .unix(path: folder + "/mpd.sock")], in: folder)
        defer { mpd.close() }
        #expect(mpd.notices.count == 1)
        #expect(mpd.notices.first?.hasPrefix("MPD server: cannot listen on no.such.host.invalid:6600: ") == true)
        #expect(mpd.boundAddresses == [folder + "/mpd.sock"])
    }
}
