import Foundation
import Glibc
import TestSupport

/// A Syncplay server played by the test itself on 127.0.0.1: one client, its lines read and
/// lines written only when the test says, so that the messages come in exactly the order a
/// loaded machine can make them come in.
final class SyncplayTestServer {
    /// The port it listens on.
    let port: UInt16
    /// Every line the client sent, in order, without its CR LF.
    private(set) var lines: [String] = []
    private let listener: Int32
    private var client: Int32 = -1
    private var pending: [UInt8] = []

    init() throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw FixtureError("socket: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        guard bound, listen(listener, 1) == 0 else {
            close(listener)
            throw FixtureError("cannot listen on 127.0.0.1: \(errno)")
        }
        _ = fcntl(listener, F_SETFL, fcntl(listener, F_GETFL) | O_NONBLOCK)
        self.listener = listener
        port = UInt16(bigEndian: address.sin_port)
    }

    deinit {
        if client >= 0 { close(client) }
        close(listener)
    }

    /// Takes what has arrived, without waiting: the client once it connected, its whole lines.
    func poll() {
        if client < 0 {
            client = accept(listener, nil, nil)
            if client >= 0 { _ = fcntl(client, F_SETFL, fcntl(client, F_GETFL) | O_NONBLOCK) }
        }
        guard client >= 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while case let count = buffer.withUnsafeMutableBytes({ recv(client, $0.baseAddress, $0.count, 0) }), count > 0 {
            pending += buffer[..<count]
        }
        while let end = pending.firstIndex(of: 10) {
            lines.append(String(decoding: pending[..<end].filter { $0 != 13 }, as: UTF8.self))
            pending.removeSubrange(...end)
        }
    }

    /// Sends `line` (its CR LF added) to the client.
    func send(_ line: String) throws {
        let bytes = Array((line + "\r\n").utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(client, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 || errno == EAGAIN else { throw FixtureError("send to the peer: \(errno)") }
            sent += max(count, 0)
        }
    }

    /// The `State` messages the client sent, in order.
    var states: [[String: Any]] {
        lines.compactMap { line in
            let message = (try? JSONSerialization.jsonObject(with: Data(line.utf8))) as? [String: Any]
            return message?["State"] as? [String: Any]
        }
    }

    /// The `playstate` of each `State` the client sent, in order.
    var playstates: [[String: Any]] { states.compactMap { $0["playstate"] as? [String: Any] } }
}
