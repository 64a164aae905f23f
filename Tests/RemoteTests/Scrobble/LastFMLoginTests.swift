import Testing
import TestSupport
@testable import Remote

/// The desktop login against the recorded endpoint (`LastFMEndpoint`), whose pylast check holds
/// these calls' signatures too.
@Suite struct LastFMLoginTests {
    @Test func aTokenThenTheSessionOnceAllowed() throws {
        let (server, port) = try LastFMEndpoint.start()
        defer { LastFMEndpoint.kill(server) }
        let login = LastFMLogin(apiKey: "key1", secret: "s3cr3t", root: "http://127.0.0.1:\(port)/2.0/")
        let token = try login.token().get()
        #expect(token == "tok123")
        #expect(login.authorizationURL(token: token) == "https://www.last.fm/api/auth/?api_key=key1&token=tok123")
        let session = try login.session(token: token).get()
        #expect(session.name == "ann" && session.key == "sk-1")
        guard case let .failure(failure) = login.session(token: "other") else {
            Issue.record("a session for a token never allowed")
            return
        }
        #expect(failure.reason == "auth.getSession: Last.fm error 4: Invalid authentication token supplied")
        #expect(server.wait(timeout: 10) { (try? LastFMEndpoint.recorded(server).count) == 3 })
        #expect(try LastFMEndpoint.recorded(server).allSatisfy { $0.good })
    }
}
