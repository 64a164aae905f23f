import MediaFiles

/// Why a Subsonic call gave nothing, as one line a person can act on. Lines never hold a
/// credential: the connection redacts whatever a server or libcurl said before it is shown.
public enum SubsonicFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// No answer: no connection, a TLS failure (libcurl's words).
    case unreachable(String)
    /// No answer within the time allowed.
    case timedOut(seconds: Int)
    /// An answer larger than the client reads.
    case tooLarge(limit: Int)
    /// The caller no longer wanted it.
    case cancelled
    /// An HTTP status other than 200 without a Subsonic answer.
    case httpStatus(Int)
    /// An answer that is not a Subsonic JSON answer (HTML, XML, junk), in a few words.
    case notSubsonic(String)
    /// The server's own error: its code and message.
    case server(code: Int, message: String)

    /// The line.
    public var description: String {
        switch self {
        case let .unreachable(reason): "cannot reach the server: \(Sanitized.line(reason))"
        case let .timedOut(seconds): "the server did not answer within \(seconds) s"
        case let .tooLarge(limit): "the server's answer is larger than \(limit / (1 << 20)) MB; not read"
        case .cancelled: "cancelled"
        case let .httpStatus(status): "the server answered HTTP status \(status), not a Subsonic answer (is the URL the server's root?)"
        case let .notSubsonic(what): "the server answered \(what), not a Subsonic answer (is the URL the server's root?)"
        case let .server(code, message): Self.meaning(code: code, message: message)
        }
    }

    /// Whether trying again later may succeed (a scrobble kept for later), as opposed to a
    /// refusal that will be refused again.
    public var isTransient: Bool {
        switch self {
        case .unreachable, .timedOut, .httpStatus: true
        case let .server(code, _): code == 0
        case .tooLarge, .cancelled, .notSubsonic: false
        }
    }

    /// The API's error codes in words, with the server's message after them when it says more.
    static func meaning(code: Int, message: String) -> String {
        let said = Sanitized.line(message)
        let shown = said.count > 200 ? String(said.prefix(200)) + "…" : said
        let meaning: String = switch code {
        case 10: "a required parameter is missing (error 10)"
        case 20: "the server needs a newer client; PlayDeck speaks a version it refuses (error 20)"
        case 30: "the server is too old for the API version asked (error 30)"
        case 40: "wrong user name or password (error 40)"
        case 41: "the server refuses token authentication for this user (LDAP; error 41)"
        case 42: "the server does not take this way of authenticating (error 42)"
        case 43: "the server got conflicting ways of authenticating (error 43)"
        case 44: "the server refuses the API key (error 44)"
        case 50: "this user may not do that on the server (error 50)"
        case 60: "the server's trial period is over (error 60)"
        case 70: "not found on the server (error 70)"
        default: "the server failed (error \(code))"
        }
        return shown.isEmpty ? meaning : meaning + ": " + shown
    }
}
