import CCurl
import CGLib
import Glibc
import JSONCoding
import Library
import MediaFiles

/// Last.fm's Scrobbling 2.0 API (https://www.last.fm/api/scrobbling): `track.updateNowPlaying`
/// and `track.scrobble` with up to 50 listens (`artist[i]`, `track[i]`, `timestamp[i]`, …),
/// each call signed (`api_sig`: the MD5 of the parameters sorted by name, names and values
/// joined, then the shared secret) and carrying the session key a login gave. Error 29 (rate
/// limit), 11 and 16 (service unavailable) are retried; any other error is a refusal.
public struct LastFMService: ScrobbleService {
    /// Last.fm's API root.
    public static let defaultRoot = "https://ws.audioscrobbler.com/2.0/"
    /// Its name in files and lines.
    public let name = "lastfm"
    /// The most listens `track.scrobble` takes at once.
    public let batchLimit = 50
    private let apiKey: String
    private let secret: String
    private let session: String
    let root: String

    /// A client for the account whose `session` key was made for `apiKey` (with its `secret`).
    public init(apiKey: String, secret: String, session: String, root: String = LastFMService.defaultRoot) {
        self.apiKey = apiKey
        self.secret = secret
        self.session = session
        self.root = root
    }

    /// The signed form of a submission, as it is posted.
    func form(_ submission: ScrobbleSubmission) -> String {
        var parameters: [(String, String)] = [("api_key", apiKey), ("sk", session)]
        switch submission {
        case let .playingNow(track):
            parameters += [("method", "track.updateNowPlaying")] + Self.fields(track, index: nil)
        case let .listens(listens):
            parameters.append(("method", "track.scrobble"))
            for (index, listen) in listens.enumerated() {
                parameters += Self.fields(listen.track, index: index) + [("timestamp[\(index)]", String(listen.listenedAt))]
            }
        }
        parameters.append(("api_sig", Self.signature(parameters, secret: secret)))
        // format is not signed (Last.fm's rule): it only asks for JSON answers.
        parameters.append(("format", "json"))
        return parameters.map { Self.escaped($0.0) + "=" + Self.escaped($0.1) }.joined(separator: "&")
    }

    private static func fields(_ track: ListenTrack, index: Int?) -> [(String, String)] {
        let suffix = index.map { "[\($0)]" } ?? ""
        var fields = [("artist" + suffix, track.artist), ("track" + suffix, track.title)]
        if let album = track.album { fields.append(("album" + suffix, album)) }
        if let duration = track.duration { fields.append(("duration" + suffix, String(duration))) }
        return fields
    }

    /// `api_sig`: the MD5, in hex, of every parameter's name and value in the order of the names
    /// (by their bytes), then the secret.
    static func signature(_ parameters: [(String, String)], secret: String) -> String {
        let text = parameters.sorted { Array($0.0.utf8).lexicographicallyPrecedes(Array($1.0.utf8)) }
            .map { $0.0 + $0.1 }.joined() + secret
        guard let digest = g_compute_checksum_for_string(PD_CHECKSUM_MD5, text, -1) else { return "" }
        defer { g_free(digest) }
        return String(cString: digest)
    }

    private static func escaped(_ text: String) -> String {
        guard let escaped = g_uri_escape_string(text, nil, 0) else { return "" }
        defer { g_free(escaped) }
        return String(cString: escaped)
    }

    /// Posts `submission` (blocks: on a worker).
    public func send(_ submission: ScrobbleSubmission) -> ScrobbleOutcome {
        Self.post(form(submission), to: root)
    }

    /// The signed form of a call of `method` with `parameters` and no session (the login's calls).
    static func form(method: String, _ parameters: [(String, String)], apiKey: String, secret: String) -> String {
        var all = [("method", method), ("api_key", apiKey)] + parameters
        all.append(("api_sig", signature(all, secret: secret)))
        all.append(("format", "json"))
        return all.map { escaped($0.0) + "=" + escaped($0.1) }.joined(separator: "&")
    }

    /// Posts a form; the answer's outcome, and its body when accepted.
    static func post(_ form: String, to root: String, answer: ((([UInt8]) -> Void))? = nil) -> ScrobbleOutcome {
        let body = Array(form.utf8)
        var status = 0, retryAfter = -1
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        var error = [CChar](repeating: 0, count: 256)
        let sent = withCStrings(["Content-Type: application/x-www-form-urlencoded"]) { pointers in
            pd_curl_post(root, pointers, pointers.count, body, body.count, 1 << 20, ListenBrainzService.timeout, &status, &bytes, &size,
                         &retryAfter, &error, error.count)
        }
        defer { pd_curl_free(bytes) }
        guard sent == 0 else {
            return .retry(after: nil, reason: String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        let received = bytes.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        let outcome = Self.outcome(status: status, answer: received, retryAfter: retryAfter >= 0 ? Double(retryAfter) : nil)
        if outcome == .accepted { answer?(received) }
        return outcome
    }

    /// What an answer means: Last.fm's error codes first (it sends some with HTTP 200), then the status.
    static func outcome(status: Int, answer: [UInt8], retryAfter: Double?) -> ScrobbleOutcome {
        let said = try? JSONDecoder().decode(ErrorAnswer.self, from: answer)
        if let code = said?.error {
            let message = Sanitized.line(said?.message ?? "error \(code)")
            let reason = "Last.fm error \(code): " + (message.count > 200 ? String(message.prefix(200)) + "…" : message)
            return [11, 16, 29].contains(code) ? .retry(after: retryAfter, reason: reason) : .refused(status: code, reason: reason)
        }
        if status == 200 { return .accepted }
        if status == 429 || (500...599).contains(status) { return .retry(after: retryAfter, reason: "HTTP \(status)") }
        return .refused(status: status, reason: "HTTP status \(status)")
    }

    private struct ErrorAnswer: Decodable {
        let error: Int?
        let message: String?
    }
}
