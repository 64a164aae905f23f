import CGLib

/// A Subsonic server before the first answer: its root URL, the account and the transport.
/// `connect` finds how the server wants to be asked (a token from API 1.13 on, the `enc:`
/// password before) and which OpenSubsonic extensions it offers. Blocking: on a worker.
public struct SubsonicClient: Sendable {
    /// The server's root ("https://music.example.org"), without a trailing slash.
    public let root: String
    let credentials: SubsonicCredentials
    let transport: any SubsonicTransport
    /// The client name the server's Now Playing shows (`c`).
    public static let name = "PlayDeck"

    /// A client of the server at `root` for this account.
    public init(root: String, credentials: SubsonicCredentials, transport: any SubsonicTransport = CurlSubsonicTransport()) {
        var root = root
        while root.hasSuffix("/") { root.removeLast() }
        self.root = root
        self.credentials = credentials
        self.transport = transport
    }

    /// Pings with a token at the API version PlayDeck prefers; a server that refuses that form or
    /// version (supysonic 0.7.2 speaks 1.10.2: error 10; an LDAP user: 41) is asked once more the
    /// way its own version takes. Then the OpenSubsonic extensions, when it says it speaks OpenSubsonic.
    public func connect(cancellation: SubsonicCancellation? = nil) -> Result<SubsonicConnection, SubsonicFailure> {
        var connection = SubsonicConnection(client: self, authentication: .token, version: SubsonicAPIVersion.preferred.description)
        var (answer, spoken) = connection.exchange("ping", [], as: SubsonicAnswer.Nothing.self, cancellation: cancellation)
        if case let .failure(.server(code, _)) = answer, code != 40, code != 50, let spoken = spoken.flatMap(SubsonicAPIVersion.init) {
            let version = min(spoken, SubsonicAPIVersion.preferred)
            // 41: no tokens for this (LDAP) user; 42: not this form.
            let form: SubsonicAuthentication = spoken < .tokens || code == 41 || code == 42 ? .hexPassword : .token
            let retry = SubsonicConnection(client: self, authentication: form, version: version.description)
            if retry.authentication != connection.authentication || retry.version != connection.version {
                connection = retry
                (answer, _) = connection.exchange("ping", [], as: SubsonicAnswer.Nothing.self, cancellation: cancellation)
            }
        }
        return answer.map { _, info in
            var connected = connection
            connected.info = info
            if info.openSubsonic, case let .success(offered) = connected.call("getOpenSubsonicExtensions", [], as: ExtensionsAnswer.self,
                                                                               cancellation: cancellation) {
                connected.extensions = offered.openSubsonicExtensions
            }
            return connected
        }
    }

    private struct ExtensionsAnswer: Decodable {
        let openSubsonicExtensions: [OpenSubsonicExtension]
    }
}

/// A server that answered: every call of the API PlayDeck uses, as typed values. A value: it
/// can go to any worker; each call blocks until the answer, a timeout or `cancellation`.
public struct SubsonicConnection: Sendable {
    let client: SubsonicClient
    /// How requests prove the account.
    public let authentication: SubsonicAuthentication
    /// The API version sent (`v`).
    public let version: String
    /// What the server said of itself in its ping.
    public internal(set) var info = SubsonicServerInfo(apiVersion: "", openSubsonic: false, type: nil, serverVersion: nil)
    /// The OpenSubsonic extensions it offers (none for a plain Subsonic server).
    public internal(set) var extensions: [OpenSubsonicExtension] = []

    init(client: SubsonicClient, authentication: SubsonicAuthentication, version: String) {
        self.client = client
        self.authentication = authentication
        self.version = version
    }

    /// The server's root URL.
    public var root: String { client.root }

    /// Whether the server offers the OpenSubsonic extension `name`.
    public func offers(_ name: String) -> Bool { extensions.contains { $0.name == name } }

    /// The URL of `method` with `parameters` and the proof of the account made with `salt`.
    /// It carries a credential: never print it (`redacting` makes a line of it safe).
    func url(_ method: String, _ parameters: [(String, String)], salt: String) -> String {
        let all = client.credentials.parameters(authentication, salt: salt)
            + [("v", version), ("c", SubsonicClient.name), ("f", "json")] + parameters
        return client.root + "/rest/" + method + ".view?" + all.map { Self.escaped($0.0) + "=" + Self.escaped($0.1) }.joined(separator: "&")
    }

    /// `text` without any form of the password (or a token made with `salt`).
    public func redacting(_ text: String, salt: String = "") -> String {
        client.credentials.redacting(text, salt: salt)
    }

    /// `method`'s payload, or why there is none.
    func call<P: Decodable>(_ method: String, _ parameters: [(String, String)], as type: P.Type,
                            cancellation: SubsonicCancellation?) -> Result<P, SubsonicFailure> {
        exchange(method, parameters, as: type, cancellation: cancellation).answer.map(\.0)
    }

    /// One request and its answer, with the API version the answer said (also when it failed).
    func exchange<P: Decodable>(_ method: String, _ parameters: [(String, String)], as type: P.Type, cancellation: SubsonicCancellation?)
        -> (answer: Result<(P, SubsonicServerInfo), SubsonicFailure>, spoken: String?) {
        let salt = SubsonicCredentials.newSalt()
        var spoken: String?
        let answer = client.transport.get(url(method, parameters, salt: salt), cancellation: cancellation).flatMap { status, body in
            spoken = SubsonicAnswer.version(of: body)
            return SubsonicAnswer.read(type, status: status, body: body)
        }
        return (answer.mapError { redacted($0, salt: salt) }, spoken)
    }

    private func redacted(_ failure: SubsonicFailure, salt: String) -> SubsonicFailure {
        switch failure {
        case let .unreachable(reason): .unreachable(redacting(reason, salt: salt))
        case let .notSubsonic(what): .notSubsonic(redacting(what, salt: salt))
        case let .server(code, message): .server(code: code, message: redacting(message, salt: salt))
        case .timedOut, .tooLarge, .cancelled, .httpStatus: failure
        }
    }

    static func escaped(_ text: String) -> String {
        guard let escaped = g_uri_escape_string(text, nil, 0) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }
}

extension SubsonicConnection {
    /// `request`'s value, or why there is none (blocks until the answer, a timeout or `cancellation`).
    public func perform<Value>(_ request: SubsonicRequest<Value>, cancellation: SubsonicCancellation? = nil) -> Result<Value, SubsonicFailure> {
        let salt = SubsonicCredentials.newSalt()
        return client.transport.get(url(request.method, request.parameters, salt: salt), cancellation: cancellation)
            .flatMap { request.read($0.status, $0.body) }
            .mapError { redacted($0, salt: salt) }
    }

    /// The URL mpv plays for song `id`: the original, or transcoded to `format` at `maxBitRate`
    /// kbit/s, from `timeOffset` seconds (servers that transcode). It carries a credential.
    public func streamURL(_ id: String, maxBitRate: Int? = nil, format: String? = nil, timeOffset: Int? = nil) -> String {
        var parameters = [("id", id)]
        if let maxBitRate { parameters.append(("maxBitRate", String(maxBitRate))) }
        if let format { parameters.append(("format", format)) }
        if let timeOffset { parameters.append(("timeOffset", String(timeOffset))) }
        return url("stream", parameters, salt: SubsonicCredentials.newSalt())
    }

    /// The URL of cover `id` at `size` pixels (the longer side). It carries a credential.
    public func coverArtURL(_ id: String, size: Int? = nil) -> String {
        url("getCoverArt", [("id", id)] + (size.map { [("size", String($0))] } ?? []), salt: SubsonicCredentials.newSalt())
    }
}
