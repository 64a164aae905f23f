import EventLoop
import Glibc
import Testing
import TestSupport
@testable import Remote

@Suite struct UnixSocketTests {
    /// The names inotify saw created in, and removed from, the folder watched by `descriptor`.
    private static func events(_ descriptor: Int32) -> (created: [String], deleted: [String]) {
        var created: [String] = [], deleted: [String] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        var offset = 0
        // struct inotify_event: wd, mask, cookie, len (4 × 4 bytes), then a NUL-padded name.
        while count > 0, offset + 16 <= count {
            let word = { (at: Int) in buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: at, as: UInt32.self) } }
            let mask = word(offset + 4), length = Int(word(offset + 12))
            let name = String(decoding: buffer[(offset + 16)..<min(count, offset + 16 + length)].prefix { $0 != 0 }, as: UTF8.self)
            if mask & UInt32(IN_CREATE) != 0 { created.append(name) }
            if mask & UInt32(IN_DELETE) != 0 { deleted.append(name) }
            offset += 16 + length
        }
        return (created, deleted)
    }

    /// Seen in the bench under load: a script that connected as soon as the player's socket
    /// existed was refused (bound, not yet listening). The path now appears already listening.
    @Test func theSocketsPathAppearsOnlyOnceItTakesConnections() throws {
        let root = try TemporaryDirectory()
        defer { root.remove() }
        let watch = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        defer { close(watch) }
        #expect(inotify_add_watch(watch, root.path, UInt32(IN_CREATE | IN_DELETE)) >= 0)
        let listener = try UnixSocket.make()
        defer { close(listener) }
        let path = root.path + "/42.sock"
        try UnixSocket.listen(listener, at: path)
        let seen = Self.events(watch)
        // Bound (and listening) under the staging name first; the path is a second name for it.
        #expect(seen.created == ["42.soc~", "42.sock"], "bound in place, before listen: \(seen)")
        #expect(seen.deleted == ["42.soc~"], "\(seen)")
        let client = try UnixSocket.make(nonBlocking: false)
        defer { close(client) }
        try UnixSocket.connect(client, to: path)
        #expect(SocketDirectory(path: root.path).instances() == [path])
        let second = try UnixSocket.make()
        defer { close(second) }
        #expect(throws: SystemError.self) { try UnixSocket.listen(second, at: path) }
        #expect(SocketDirectory.isListening(path), "a live socket's path is not taken over")
    }
}
