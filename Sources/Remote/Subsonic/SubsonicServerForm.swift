import EventLoop

/// How a server is asked, as a probe found it: the form of the account's proof, the API
/// version sent, what its ping said of itself and the OpenSubsonic extensions it offers. Never
/// a credential: what PlayDeck keeps of a server between runs (`SubsonicLearnedForms`), so that
/// the next run asks its first real request at once.
public struct SubsonicServerForm: Codable, Sendable, Equatable {
    /// How requests prove the account.
    public let authentication: SubsonicAuthentication
    /// The API version sent (`v`).
    public let version: String
    /// What the server said of itself in its ping.
    public let info: SubsonicServerInfo
    /// The OpenSubsonic extensions it offers (none for a plain Subsonic server).
    public let extensions: [OpenSubsonicExtension]

    /// A form.
    public init(authentication: SubsonicAuthentication, version: String, info: SubsonicServerInfo, extensions: [OpenSubsonicExtension]) {
        self.authentication = authentication
        self.version = version
        self.info = info
        self.extensions = extensions
    }
}

extension SubsonicFailure {
    /// Whether the server's refusal may say that a form learned earlier is wrong now (the server
    /// upgraded, replaced, or the account moved to LDAP): a parameter it misses (a server before
    /// tokens asked with one: 10), a version it refuses (20, 30), an account it refuses in that
    /// form (40 to 44). Then the server is probed again and the request made once more.
    var mayBeTheFormsFault: Bool {
        guard case let .server(code, _) = self else { return false }
        return [10, 20, 30].contains(code) || (40...44).contains(code)
    }
}

/// The form a connection and all its copies use: one learned earlier (from disk) until the
/// server refuses it, then the one a new probe found, told to `keep`.
final class SubsonicFormHolder: Sendable {
    /// A form in use, with whether it was learned in an earlier run and how many times it changed.
    struct Current: Sendable {
        var form: SubsonicServerForm
        var learned: Bool
        var generation = 0
    }

    private let current: Locked<Current>
    /// Told of each form a probe finds (the store of learned forms writes it down).
    let keep: (@Sendable (SubsonicServerForm) -> Void)?

    init(_ form: SubsonicServerForm, learned: Bool, keep: (@Sendable (SubsonicServerForm) -> Void)?) {
        current = Locked(Current(form: form, learned: learned))
        self.keep = keep
    }

    /// The form in use.
    var now: Current { current.withLock { $0 } }

    /// Uses `form`, found by a probe just now, from here on.
    func replace(with form: SubsonicServerForm) {
        current.withLock { current in
            current = Current(form: form, learned: false, generation: current.generation + 1)
        }
        keep?(form)
    }
}
