import JSONCoding

/// Last.fm's desktop authentication (https://www.last.fm/api/desktopauth): a token from
/// `auth.getToken`, the page where the person allows the application, then the session key from
/// `auth.getSession`, which `[scrobble] lastfm` keeps. Blocking calls, for the CLI.
public struct LastFMLogin: Sendable {
    private let apiKey: String
    private let secret: String
    private let root: String

    /// A login for the API account `apiKey` with its `secret`.
    public init(apiKey: String, secret: String, root: String = LastFMService.defaultRoot) {
        self.apiKey = apiKey
        self.secret = secret
        self.root = root
    }

    /// A request token from `auth.getToken`, or why there is none.
    public func token() -> Result<String, LastFMLoginFailure> {
        call("auth.getToken", [], as: TokenAnswer.self).map(\.token)
    }

    /// The page where the person allows this application for `token`.
    public func authorizationURL(token: String) -> String {
        "https://www.last.fm/api/auth/?api_key=\(apiKey)&token=\(token)"
    }

    /// The user's name and session key once the person has allowed `token`.
    public func session(token: String) -> Result<(name: String, key: String), LastFMLoginFailure> {
        call("auth.getSession", [("token", token)], as: SessionAnswer.self).map { ($0.session.name, $0.session.key) }
    }

    private func call<Answer: Decodable>(_ method: String, _ parameters: [(String, String)], as type: Answer.Type)
        -> Result<Answer, LastFMLoginFailure> {
        var body: [UInt8] = []
        let outcome = LastFMService.post(LastFMService.form(method: method, parameters, apiKey: apiKey, secret: secret), to: root) {
            body = $0
        }
        switch outcome {
        case .accepted:
            guard let answer = try? JSONDecoder().decode(type, from: body) else {
                return .failure(LastFMLoginFailure(reason: "\(method): an answer without what it should hold"))
            }
            return .success(answer)
        case let .retry(_, reason), let .refused(_, reason):
            return .failure(LastFMLoginFailure(reason: "\(method): \(reason)"))
        }
    }

    private struct TokenAnswer: Decodable {
        let token: String
    }

    private struct SessionAnswer: Decodable {
        struct Session: Decodable {
            let name: String
            let key: String
        }

        let session: Session
    }
}

/// Why a Last.fm login step failed, in Last.fm's words.
public struct LastFMLoginFailure: Error, Sendable, CustomStringConvertible {
    /// One line.
    public let reason: String
    /// The line.
    public var description: String { reason }
}
