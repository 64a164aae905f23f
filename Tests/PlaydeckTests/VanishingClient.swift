import Foundation
import Testing
import TestSupport

/// A control-socket client that sends a request and closes before the answer comes, so that
/// PlayDeck writes its answer to a socket nobody holds any more (EPIPE, or SIGPIPE if it let
/// the signal through).
enum VanishingClient {
    /// Connects to `path`, writes `line` and a newline, and closes; false when it could not.
    static func send(_ line: String, to path: String) -> Bool {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else { return false }
        withUnsafeMutableBytes(of: &address.sun_path) { $0.copyBytes(from: bytes) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else { return false }
        let data = Array((line + "\n").utf8)
        return write(fd, data, data.count) == data.count
    }

    /// Fifty rounds of clients that vanish: after a question, a command and a subscription
    /// (answered with a snapshot at once, and again on each change the next round makes).
    static func storm(socket path: String, runtime: TestWorld, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for round in 0..<50 {
            let volume = #"{"command": "volume \#(50 + round % 2)"}"#
            for line in [#"{"get": "now-playing"}"#, volume, #"{"subscribe": "now-playing"}"#] {
                #expect(send(line, to: path), "round \(round): cannot reach \(path)", sourceLocation: sourceLocation)
            }
        }
        // Something to answer after the last of them left.
        #expect(try runtime.run(["remote", "volume", "70"]).status == 0, sourceLocation: sourceLocation)
    }
}
