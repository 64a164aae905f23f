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

    /// Probes the server (`probe`): a connection that uses what it found, told to `keep`.
    public func connect(cancellation: SubsonicCancellation? = nil, keep: (@Sendable (SubsonicServerForm) -> Void)? = nil)
        -> Result<SubsonicConnection, SubsonicFailure> {
        probe(cancellation: cancellation).map { form in
            keep?(form)
            return SubsonicConnection(client: self, holder: SubsonicFormHolder(form, learned: false, keep: keep))
        }
    }

    /// A connection that asks in `form`, learned in an earlier run, with no request made first.
    /// The first request the server refuses in a way that says the form is wrong now (an
    /// upgrade, another server at the address: `SubsonicFailure.mayBeTheFormsFault`) probes it
    /// again, tells `keep` what it found, and is made once more.
    public func connection(learned form: SubsonicServerForm, keep: (@Sendable (SubsonicServerForm) -> Void)? = nil) -> SubsonicConnection {
        SubsonicConnection(client: self, holder: SubsonicFormHolder(form, learned: true, keep: keep))
    }

    /// Pings with a token at the API version PlayDeck prefers; a server that refuses that form or
    /// version (supysonic 0.7.2 speaks 1.10.2: error 10; an LDAP user: 41) is asked once more the
    /// way its own version takes. Then the OpenSubsonic extensions, when it says it speaks OpenSubsonic.
    func probe(cancellation: SubsonicCancellation?) -> Result<SubsonicServerForm, SubsonicFailure> {
        var connection = provisional(.token, SubsonicAPIVersion.preferred.description)
        var (answer, spoken) = connection.exchange("ping", [], as: SubsonicAnswer.Nothing.self, cancellation: cancellation)
        if case let .failure(.server(code, _)) = answer, code != 40, code != 50, let spoken = spoken.flatMap(SubsonicAPIVersion.init) {
            let version = min(spoken, SubsonicAPIVersion.preferred)
            // 41: no tokens for this (LDAP) user; 42: not this form.
            let form: SubsonicAuthentication = spoken < .tokens || code == 41 || code == 42 ? .hexPassword : .token
            let retry = provisional(form, version.description)
            if retry.authentication != connection.authentication || retry.version != connection.version {
                connection = retry
                (answer, _) = connection.exchange("ping", [], as: SubsonicAnswer.Nothing.self, cancellation: cancellation)
            }
        }
        return answer.map { _, info in
            var extensions: [OpenSubsonicExtension] = []
            let connected = SubsonicConnection(client: self, holder: SubsonicFormHolder(
                SubsonicServerForm(authentication: connection.authentication, version: connection.version, info: info, extensions: []),
                learned: false, keep: nil))
            if info.openSubsonic, case let .success(offered) = connected.call("getOpenSubsonicExtensions", [], as: ExtensionsAnswer.self,
                                                                               cancellation: cancellation) {
                extensions = offered.openSubsonicExtensions
            }
            return SubsonicServerForm(authentication: connection.authentication, version: connection.version, info: info, extensions: extensions)
        }
    }

    /// A connection for a probe's ping, in `authentication` at `version`.
    private func provisional(_ authentication: SubsonicAuthentication, _ version: String) -> SubsonicConnection {
        let nothing = SubsonicServerInfo(apiVersion: "", openSubsonic: false, type: nil, serverVersion: nil)
        let form = SubsonicServerForm(authentication: authentication, version: version, info: nothing, extensions: [])
        return SubsonicConnection(client: self, holder: SubsonicFormHolder(form, learned: false, keep: nil))
    }

    private struct ExtensionsAnswer: Decodable {
        let openSubsonicExtensions: [OpenSubsonicExtension]
    }
}

/// A server that answered: every call of the API PlayDeck uses, as typed values. A value: it
/// can go to any worker; each call blocks until the answer, a timeout or `cancellation`.
public struct SubsonicConnection: Sendable {
    let client: SubsonicClient
    /// The form requests are made in, shared by the copies of this connection.
    let holder: SubsonicFormHolder

    init(client: SubsonicClient, holder: SubsonicFormHolder) {
        self.client = client
        self.holder = holder
    }

    /// How the server is asked now (what a probe found, here or in an earlier run).
    public var form: SubsonicServerForm { holder.now.form }
    /// How requests prove the account.
    public var authentication: SubsonicAuthentication { form.authentication }
    /// The API version sent (`v`).
    public var version: String { form.version }
    /// What the server said of itself in its ping.
    public var info: SubsonicServerInfo { form.info }
    /// The OpenSubsonic extensions it offers (none for a plain Subsonic server).
    public var extensions: [OpenSubsonicExtension] { form.extensions }

    /// The server's root URL.
    public var root: String { client.root }

    /// Whether the server offers the OpenSubsonic extension `name`.
    public func offers(_ name: String) -> Bool { extensions.contains { $0.name == name } }

    /// The URL of `method` with `parameters` and the proof of the account made with `salt`.
    /// It carries a credential: never print it (`redacting` makes a line of it safe).
    func url(_ method: String, _ parameters: [(String, String)], salt: String, form: SubsonicServerForm? = nil) -> String {
        let form = form ?? self.form
        let all = client.credentials.parameters(form.authentication, salt: salt)
            + [("v", form.version), ("c", SubsonicClient.name), ("f", "json")] + parameters
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
    /// Made in a form learned in an earlier run and refused in a way that says the form may be
    /// wrong now, the server is probed again and `request` made once more in the form it found.
    public func perform<Value>(_ request: SubsonicRequest<Value>, cancellation: SubsonicCancellation? = nil) -> Result<Value, SubsonicFailure> {
        let used = holder.now
        let first = perform(request, in: used.form, cancellation: cancellation)
        guard used.learned, case let .failure(failure) = first, failure.mayBeTheFormsFault else { return first }
        // Another copy may have probed meanwhile: its form is used then, with no probe of this one's.
        if holder.now.generation == used.generation {
            switch client.probe(cancellation: cancellation) {
            case let .success(form): holder.replace(with: form)
            case let .failure(failure): return .failure(failure)
            }
        }
        return perform(request, in: holder.now.form, cancellation: cancellation)
    }

    private func perform<Value>(_ request: SubsonicRequest<Value>, in form: SubsonicServerForm,
                                cancellation: SubsonicCancellation?) -> Result<Value, SubsonicFailure> {
        let salt = SubsonicCredentials.newSalt()
        return client.transport.get(url(request.method, request.parameters, salt: salt, form: form), cancellation: cancellation)
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
