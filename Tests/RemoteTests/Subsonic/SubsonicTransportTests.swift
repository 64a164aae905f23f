import EventLoop
import Foundation
import Glibc
import Testing
import TestSupport
@testable import Remote

/// libcurl's transport against servers that misbehave: one clear line each, never a credential.
@Suite struct SubsonicTransportTests {
    private static let credentials = SubsonicCredentials(user: "ana", password: "s3cret pass")

    /// A web server whose `/rest/ping.view` is `body`.
    private func serving(_ body: [UInt8]) throws -> (LocalHTTPServer, String) {
        let root = try TestWorld.makeFolder(prefix: "subsonic-bad")
        try FileManager.default.createDirectory(atPath: root + "/rest", withIntermediateDirectories: true)
        try Data(body).write(to: URL(fileURLWithPath: root + "/rest/ping.view"))
        try Data(body).write(to: URL(fileURLWithPath: root + "/ping.view"))
        return (try LocalHTTPServer(root: root), root)
    }

    private func connect(_ root: String, transport: CurlSubsonicTransport = CurlSubsonicTransport(timeout: 5),
                         cancellation: SubsonicCancellation? = nil) -> SubsonicFailure? {
        guard case let .failure(failure) = SubsonicClient(root: root, credentials: Self.credentials, transport: transport)
            .connect(cancellation: cancellation) else { return nil }
        let line = failure.description
        #expect(!line.contains("s3cret") && !line.contains(SubsonicCredentials.hex("s3cret pass")) && !line.contains("\n"), "\(line)")
        return failure
    }

    /// Waits until `condition` holds (checked every 20 ms), at most 30 s.
    private static func wait(_ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    @Test func htmlXMLAndJunkAnswersAreOneLineEach() throws {
        let cases: [(String, SubsonicFailure)] = [
            ("<!DOCTYPE html><html><body>Sign in</body></html>", .notSubsonic("an HTML page")),
            ("<?xml version=\"1.0\"?><subsonic-response status=\"ok\" version=\"1.16.1\"/>", .notSubsonic("XML")),
            ("{\"subsonic-response\":{\"status\":", .notSubsonic("JSON that is not valid or not Subsonic's")),
        ]
        for (body, expected) in cases {
            let (server, root) = try serving(Array(body.utf8))
            defer { try? FileManager.default.removeItem(atPath: root) }
            #expect(connect(server.url("")) == expected)
        }
    }

    @Test func aWrongURLIsTheHTTPStatus() throws {
        let (server, root) = try serving([])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(connect(server.url("elsewhere")) == .httpStatus(404))
    }

    @Test func aHundredMegabyteAnswerIsNotRead() throws {
        let (server, root) = try serving([])
        defer { try? FileManager.default.removeItem(atPath: root) }
        // Sparse: 100 MB served, none of it on the disk.
        #expect(truncate(root + "/rest/ping.view", 100 << 20) == 0)
        #expect(connect(server.url("")) == .tooLarge(limit: 32 << 20))
    }

    @Test func aServerThatNeverAnswersIsATimeout() throws {
        let (server, root) = try serving(Array(String(repeating: "{", count: 4000).utf8))
        defer { try? FileManager.default.removeItem(atPath: root) }
        // /stall/ sends 30 % of the body, then stays silent with the connection open.
        #expect(connect(server.url("stall"), transport: CurlSubsonicTransport(timeout: 2)) == .timedOut(seconds: 2))
    }

    @Test func nothingListeningIsUnreachable() throws {
        let port = try LoopbackPort.free()
        guard case .unreachable = connect("http://127.0.0.1:\(port)") else { Issue.record("not unreachable"); return }
    }

    @Test func aCancelledRequestStopsWhileTheServerIsSilent() throws {
        let (server, root) = try serving(Array(String(repeating: "{", count: 4000).utf8))
        defer { try? FileManager.default.removeItem(atPath: root) }
        let cancellation = SubsonicCancellation()
        let outcome = Locked<SubsonicFailure?>(nil)
        let done = Locked(false)
        let url = server.url("stall")
        let thread = Thread {
            outcome.withLock { $0 = connect(url, transport: CurlSubsonicTransport(timeout: 120), cancellation: cancellation) }
            done.withLock { $0 = true }
        }
        thread.start()
        #expect(Self.wait { server.requests.contains { $0.contains("/stall/rest/ping.view") } })
        cancellation.cancel()
        #expect(Self.wait { done.withLock { $0 } })
        #expect(outcome.withLock { $0 } == .cancelled)
        #expect(connect(url, cancellation: cancellation) == .cancelled, "a cancelled request does not start")
    }
}
