import EventLoop
import Foundation
import Glibc
@testable import Remote
import Testing
import TestSupport

/// The TLS session against `openssl s_server -rev` (it sends each line back reversed) with a
/// throwaway certificate, driven as the loop drives it: a non-blocking socket, each step waiting
/// (poll, with a deadline) for the readiness the session asked for.
@Suite struct TLSSessionTests {
    final class ReversingServer {
        let port: UInt16
        let process: LiveProcess

        init(_ certificates: TLSCertificates) throws {
            port = try LoopbackPort.free()
            // Through Python with the signal mask cleared, as SyncplayServer: the test process
            // blocks SIGTERM, and a server that inherits that mask would be waited for forever.
            let exec = "import os, signal, sys; signal.pthread_sigmask(signal.SIG_SETMASK, []); os.execv(sys.argv[1], sys.argv[1:])"
            process = try LiveProcess("/usr/bin/python3", ["-c", exec, "/usr/bin/openssl", "s_server", "-accept", "127.0.0.1:\(port)", "-rev", "-quiet",
                                                           "-cert", certificates.folder + "/cert.pem",
                                                           "-key", certificates.folder + "/privkey.pem"])
            let port = port
            guard process.wait(timeout: 20, for: { LoopbackPort.accepts(port) || !process.isRunning }), process.isRunning else {
                throw FixtureError("openssl s_server did not start: \(process.stderrLines)")
            }
        }

        deinit { process.stop() }
    }

    /// A connected non-blocking socket to 127.0.0.1:`port`.
    static func connect(_ port: UInt16) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard fd >= 0, connected == 0 else { throw FixtureError("connect: \(errno)") }
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        return fd
    }

    /// Waits (at most 10 s) until `fd` has `interest`.
    static func waitFor(_ interest: Interest, on fd: Int32) throws {
        var entry = pollfd(fd: fd, events: Int16(interest.contains(.writable) ? POLLOUT : POLLIN), revents: 0)
        guard poll(&entry, 1, 10_000) == 1 else { throw FixtureError("the socket never became ready") }
    }

    static func handshake(_ session: TLSSession, on fd: Int32) throws {
        while case let .waiting(interest) = try session.handshake() { try waitFor(interest, on: fd) }
    }

    @Test func aLineGoesThroughTheHandshakeAndComesBackThroughTLS() throws {
        let certificates = try TLSCertificates()
        let server = try ReversingServer(certificates)
        let fd = try Self.connect(server.port)
        defer { close(fd) }
        let session = try TLSSession(fd: fd, host: "127.0.0.1", caFile: certificates.caFile)
        try Self.handshake(session, on: fd)
        #expect(session.version.hasPrefix("TLSv1."), "\(session.version)")
        let line = Array("playdeck\n".utf8)
        let written = try line.withUnsafeBytes { try session.write($0) }
        #expect(written.count == line.count && written.waiting == nil)
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !received.contains(10) {
            let read = try buffer.withUnsafeMutableBytes { try session.read(into: $0) }
            switch read {
            case let .bytes(count): received += buffer[..<count]
            case let .waiting(interest): try Self.waitFor(interest, on: fd)
            case .closed: Issue.record("closed early")
            }
            if read == .closed { break }
        }
        #expect(String(decoding: received, as: UTF8.self) == "kcedyalp\n")
    }

    @Test func aCertificateOfAnotherCAOrForAnotherNameIsUntrustedWithOpenSSLsReason() throws {
        let certificates = try TLSCertificates(names: ["DNS:localhost"])
        let stranger = try TLSCertificates()
        let server = try ReversingServer(certificates)
        for (host, ca, reason) in [("127.0.0.1", stranger.caFile, "unable to get local issuer certificate"),
                                   ("127.0.0.1", certificates.caFile, "IP address mismatch"),
                                   ("example.org", certificates.caFile, "hostname mismatch")] {
            let fd = try Self.connect(server.port)
            defer { close(fd) }
            let session = try TLSSession(fd: fd, host: host, caFile: ca)
            #expect(throws: TLSSession.Failure.untrusted(reason)) { try Self.handshake(session, on: fd) }
        }
        let fd = try Self.connect(server.port)
        defer { close(fd) }
        let session = try TLSSession(fd: fd, host: "localhost", caFile: certificates.caFile)
        try Self.handshake(session, on: fd)
    }

    @Test func aCAFileThatCannotBeReadIsSaidAtTheStart() throws {
        #expect(throws: TLSSession.Failure.failed("cannot read the CA file /nonexistent/ca.pem: No such file or directory")) {
            _ = try TLSSession(fd: -1, host: "127.0.0.1", caFile: "/nonexistent/ca.pem")
        }
    }
}
