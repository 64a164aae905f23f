import EventLoop
import Foundation
@testable import Remote

/// A recorded OpenSubsonic server (API 1.16.1, as Navidrome answers) behind the transport: it
/// checks the proof of the account itself, and may be changed as a server upgraded, replaced
/// or moved to LDAP is (the form it takes, the versions it speaks). supysonic has neither
/// tokens nor extensions.
struct RecordedOpenSubsonic: SubsonicTransport {
    let password: String
    /// The code it answers a token with (41: an LDAP user), nil when it takes tokens.
    var refusesTokens: Int?
    /// The code it answers the `enc:` password with (an upgrade that dropped it), nil when it takes it.
    var refusesHexPassword: Int?
    /// The API version it speaks: a request of a later one is error 30.
    var speaks = "1.16.1"
    /// The oldest API version it takes: an earlier one is error 20.
    var oldest = "1.0.0"
    /// "method form vVERSION" of each request, in order.
    let asked = Locked<[String]>([])

    func get(_ url: String, cancellation: SubsonicCancellation?) -> Result<(status: Int, body: [UInt8]), SubsonicFailure> {
        let components = URLComponents(string: url)
        let query = Dictionary((components?.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { $1 })
        let method = components?.path.split(separator: "/").last.map(String.init) ?? ""
        let form = query["t"] != nil ? "token" : "p"
        let version = query["v"] ?? ""
        asked.withLock { $0.append("\(method) \(form) v\(version)") }
        let failed = { (code: Int) in
            Result<(status: Int, body: [UInt8]), SubsonicFailure>.success(
                (200, Array(#"{"subsonic-response":{"status":"failed","version":"\#(speaks)","error":{"code":\#(code),"message":"no"}}}"#.utf8)))
        }
        guard let asked = SubsonicAPIVersion(version), let speaks = SubsonicAPIVersion(speaks), let oldest = SubsonicAPIVersion(oldest) else {
            return failed(10)
        }
        if asked > speaks { return failed(30) }
        if asked < oldest { return failed(20) }
        let head = #""status":"ok","version":"\#(self.speaks)","type":"navidrome","serverVersion":"0.53.3","openSubsonic":true"#
        let proved = if let token = query["t"], let salt = query["s"] {
            token == SubsonicCredentials.md5(password + salt) && salt.count >= 6
        } else {
            query["p"] == "enc:" + SubsonicCredentials.hex(password)
        }
        if let code = refusesTokens, query["t"] != nil { return failed(code) }
        if let code = refusesHexPassword, query["p"] != nil { return failed(code) }
        guard proved, query["c"] == "PlayDeck", query["f"] == "json" else {
            return .success((200, Array(#"{"subsonic-response":{"status":"failed","version":"\#(self.speaks)","error":{"code":40,"message":"Wrong"}}}"#.utf8)))
        }
        if method == "getSong.view", query["id"] == "missing" { return failed(70) }
        let payload = method == "getOpenSubsonicExtensions.view"
            ? #","openSubsonicExtensions":[{"name":"formPost","versions":[1]},{"name":"songLyrics","versions":[1]},{"name":"transcodeOffset","versions":[1]}]"#
            : ""
        return .success((200, Array(("{\"subsonic-response\":{" + head + payload + "}}").utf8)))
    }
}
