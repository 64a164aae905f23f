import Foundation
import Glibc
import Testing
import TestSupport
@testable import Remote

/// Another player's `mpris:artUrl` is read only where another program may point PlayDeck.
@Suite struct MPRISArtworkTests {
    @Test func aFileURLToADeviceAPipeOrProcIsRefusedUnread() throws {
        let fifo = Fixtures.directory + "/art-fifo-\(UUID().uuidString)"
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        for url in ["file:///dev/zero", "file://" + fifo, "file:///proc/self/environ"] {
            guard case let .failure(failure) = MPRISArtwork.bytes(of: url) else {
                Issue.record("\(url) was read")
                continue
            }
            #expect(failure.reason.contains("not a file or a folder") || failure.reason.contains("it lies in /proc"), "\(failure.reason)")
        }
    }
}
