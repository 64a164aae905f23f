/// `[together] tls`: whether a peer asks the server for TLS (STARTTLS, as the reference client
/// does) and whether it joins without it.
public enum SyncplayTLSMode: String, Equatable, Sendable, CaseIterable {
    /// TLS or no room: a server that does not offer it, or whose certificate is not trusted, is not joined.
    case require
    /// TLS when the server offers it, as the reference client does; in the clear otherwise, said.
    case prefer
    /// Never asked for.
    case off
}

/// What a peer does about TLS over one join: whether it asks, and what follows the server's
/// answer or a failed handshake, as its mode says.
struct SyncplayTLSPolicy: Equatable {
    /// What the peer does next.
    enum Outcome: Equatable {
        /// Goes on in the clear (sends Hello), after saying the line if there is one.
        case plain(line: String?)
        /// Says the line and leaves: no retry, no fallback.
        case refuse(line: String)
        /// Says the line, if there is one, and connects again without asking for TLS.
        case reconnectPlain(line: String?)
    }

    let mode: SyncplayTLSMode
    /// False once the server declined TLS, or TLS with it failed, on this join.
    private var serverOffers = true
    private var saidPlain = false

    init(mode: SyncplayTLSMode) {
        self.mode = mode
    }

    /// Whether the next connection asks for TLS before its Hello.
    var asks: Bool { mode != .off && serverOffers }
    /// Whether this connection asked for TLS and has had no answer.
    var awaitsAnswer = false
    /// The TLS protocol of this connection, once secured.
    var securedWith: String?

    /// A new connection: nothing asked, nothing secured yet.
    mutating func connectionStarted() {
        awaitsAnswer = false
        securedWith = nil
    }

    /// Takes the answer awaited: true when there was one to take.
    mutating func takeAnswer() -> Bool {
        defer { awaitsAnswer = false }
        return awaitsAnswer
    }

    /// A new join: the server is asked again.
    mutating func reset() {
        serverOffers = true
        saidPlain = false
    }

    /// A server older than TLS did not know the question, and closes: as the reference, the
    /// peer asks no more and connects again (in the clear, unless TLS is required).
    mutating func notUnderstood(server label: String) -> Outcome {
        awaitsAnswer = false
        let outcome = declined(server: label)
        if case let .plain(line) = outcome { return .reconnectPlain(line: line) }
        return outcome
    }

    /// The server answered no (or, older than TLS, did not know the question).
    mutating func declined(server label: String) -> Outcome {
        serverOffers = false
        if mode == .require { return .refuse(line: "the server at \(label) does not offer TLS; not joined ([together] tls = \"require\")") }
        defer { saidPlain = true }
        return .plain(line: saidPlain ? nil : "the server at \(label) does not offer TLS; joining without it")
    }

    /// The TLS session could not be set up.
    mutating func failed(_ failure: TLSSession.Failure, host: String, server label: String) -> Outcome {
        let what = switch failure {
        case let .untrusted(reason): "the server's certificate is not valid for \(host): \(reason)"
        case let .failed(reason): "TLS with the server at \(label) failed: \(reason)"
        }
        if mode == .require { return .refuse(line: what + "; not joined ([together] tls = \"require\")") }
        serverOffers = false
        saidPlain = true
        return .reconnectPlain(line: what + "; joining without TLS")
    }
}
