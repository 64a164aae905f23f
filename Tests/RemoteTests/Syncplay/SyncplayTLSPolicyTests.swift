@testable import Remote
import Testing

struct SyncplayTLSPolicyTests {
    @Test func preferAsksThenGoesOnInTheClearSayingItOncePerJoin() {
        var policy = SyncplayTLSPolicy(mode: .prefer)
        #expect(policy.asks)
        #expect(policy.declined(server: "h:1") == .plain(line: "the server at h:1 does not offer TLS; joining without it"))
        #expect(!policy.asks)
        #expect(policy.declined(server: "h:1") == .plain(line: nil))
        policy.reset()
        #expect(policy.asks)
        #expect(policy.failed(.untrusted("IP address mismatch"), host: "h", server: "h:1")
            == .reconnectPlain(line: "the server's certificate is not valid for h: IP address mismatch; joining without TLS"))
        #expect(!policy.asks)
    }

    @Test func requireRefusesEveryWayWithoutTLS() {
        var policy = SyncplayTLSPolicy(mode: .require)
        #expect(policy.asks)
        let suffix = "; not joined ([together] tls = \"require\")"
        #expect(policy.declined(server: "h:1") == .refuse(line: "the server at h:1 does not offer TLS" + suffix))
        policy.reset()
        #expect(policy.failed(.untrusted("hostname mismatch"), host: "h", server: "h:1")
            == .refuse(line: "the server's certificate is not valid for h: hostname mismatch" + suffix))
        #expect(policy.failed(.failed("wrong version number"), host: "h", server: "h:1")
            == .refuse(line: "TLS with the server at h:1 failed: wrong version number" + suffix))
        #expect(policy.asks)
    }

    @Test func offNeverAsks() {
        #expect(!SyncplayTLSPolicy(mode: .off).asks)
    }
}
