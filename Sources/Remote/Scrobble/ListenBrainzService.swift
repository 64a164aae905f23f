import CCurl
import JSONCoding
import Library
import Glibc
import MediaFiles

/// ListenBrainz's `submit-listens` (https://listenbrainz.readthedocs.io, "Submitting listens"):
/// `playing_now`, `single` for one listen and `import` for more, with the user's token in an
/// `Authorization: Token …` header and nowhere else (no log line, no error carries it). The
/// API root is configurable: a self-hosted server with ListenBrainz's API (Maloja's is
/// `http://HOST:PORT/apis/listenbrainz`) works as ListenBrainz itself.
public struct ListenBrainzService: ScrobbleService {
    /// ListenBrainz's own API root.
    public static let defaultRoot = "https://api.listenbrainz.org"
    /// The API's MAX_LISTENS_PER_REQUEST.
    public static let maximumBatch = 1000

    /// Its name in files and lines.
    public let name = "listenbrainz"
    /// The most listens one request carries.
    public let batchLimit = ListenBrainzService.maximumBatch
    private let root: String
    private let token: String
    /// How long one request may take.
    static let timeout = 30

    /// A client of the API at `root` (no trailing slash needed) for the user of `token`.
    public init(token: String, root: String = ListenBrainzService.defaultRoot) {
        self.token = token
        var root = root
        while root.hasSuffix("/") { root.removeLast() }
        self.root = root
    }

    /// Where submissions go.
    var url: String { root + "/1/submit-listens" }

    /// The JSON document of a submission.
    static func body(_ submission: ScrobbleSubmission) -> String {
        let document: Document = switch submission {
        case let .playingNow(track): Document(listenType: "playing_now", payload: [Payload(track, listenedAt: nil)])
        case let .listens(listens):
            Document(listenType: listens.count == 1 ? "single" : "import",
                     payload: listens.map { Payload($0.track, listenedAt: $0.listenedAt) })
        }
        // The document holds only strings and integers, which always encode.
        return (try? JSONEncoder(outputFormatting: .sortedKeys).encode(document)) ?? "{}"
    }

    /// Sends `submission` (blocks: on a worker).
    public func send(_ submission: ScrobbleSubmission) -> ScrobbleOutcome {
        let body = Array(Self.body(submission).utf8)
        let headers = ["Authorization: Token " + token, "Content-Type: application/json"]
        var status = 0, retryAfter = -1
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        var error = [CChar](repeating: 0, count: 256)
        let sent = withCStrings(headers) { pointers in
            pd_curl_post(url, pointers, pointers.count, body, body.count, 1 << 20, Self.timeout, &status, &bytes, &size,
                         &retryAfter, &error, error.count)
        }
        defer { pd_curl_free(bytes) }
        guard sent == 0 else {
            let reason = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .retry(after: nil, reason: reason)
        }
        let answer = bytes.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        return Self.outcome(status: status, answer: answer, retryAfter: retryAfter >= 0 ? Double(retryAfter) : nil)
    }

    /// What an HTTP answer means: 200 taken; 429 and 5xx later (after the wait the headers
    /// asked for); any other status refused, in the service's words.
    static func outcome(status: Int, answer: [UInt8], retryAfter: Double?) -> ScrobbleOutcome {
        if status == 200 { return .accepted }
        let said = (try? JSONDecoder().decode(ErrorAnswer.self, from: answer))?.error
        let reason = Sanitized.line(said ?? "HTTP status \(status)")
        let short = reason.count > 200 ? String(reason.prefix(200)) + "…" : reason
        if status == 429 || (500...599).contains(status) { return .retry(after: retryAfter, reason: "HTTP \(status): \(short)") }
        return .refused(status: status, reason: short)
    }

    private struct Document: Encodable {
        let listenType: String
        let payload: [Payload]

        enum CodingKeys: String, CodingKey {
            case listenType = "listen_type", payload
        }
    }

    private struct Payload: Encodable {
        let listenedAt: Int?
        let trackMetadata: Metadata

        init(_ track: ListenTrack, listenedAt: Int?) {
            self.listenedAt = listenedAt
            trackMetadata = Metadata(artistName: track.artist, trackName: track.title, releaseName: track.album,
                                     additionalInfo: Additional(duration: track.duration))
        }

        enum CodingKeys: String, CodingKey {
            case listenedAt = "listened_at", trackMetadata = "track_metadata"
        }
    }

    private struct Metadata: Encodable {
        let artistName: String
        let trackName: String
        let releaseName: String?
        let additionalInfo: Additional

        enum CodingKeys: String, CodingKey {
            case artistName = "artist_name", trackName = "track_name", releaseName = "release_name", additionalInfo = "additional_info"
        }
    }

    private struct Additional: Encodable {
        let duration: Int?
        let mediaPlayer = "PlayDeck"
        let submissionClient = "PlayDeck"

        enum CodingKeys: String, CodingKey {
            case duration, mediaPlayer = "media_player", submissionClient = "submission_client"
        }
    }

    private struct ErrorAnswer: Decodable {
        let error: String?
    }
}

/// Calls `body` with C strings of `strings`, valid for the call only.
func withCStrings<Result>(_ strings: [String], _ body: ([UnsafePointer<CChar>?]) -> Result) -> Result {
    let copies = strings.map { strdup($0) }
    defer { copies.forEach { free($0) } }
    return body(copies.map { $0.map { UnsafePointer($0) } })
}
