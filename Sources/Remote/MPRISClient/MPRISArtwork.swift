import Base64Coding
import CCurl
import EventLoop
import Locations
import MediaFiles
import NowPlaying

/// The artwork another player names in `mpris:artUrl`: a `file://` picture, a base64 `data:`
/// URI, or an `http(s)://` one fetched with libcurl (at most `PictureLimits.encodedBytes`, within
/// `fetchTimeout`), read and decoded through MediaFiles on a worker thread, which wakes the loop
/// when it is done. Only the newest URL counts; what a superseded one decoded is dropped.
final class MPRISArtwork {
    /// Readable when the worker has finished; the loop then calls `takeLoaded()`.
    var descriptor: Int32 { mailbox.wakeup?.descriptor ?? -1 }
    /// The artwork shown now, and its id (which changes with it).
    private(set) var current: (artwork: MediaItemArtwork, id: Int)?
    private(set) var url: String?
    private let mailbox = ArtworkMailbox()
    private var ticket = 0
    private var counter = 0
    /// How long a picture on the network may take to arrive.
    static let fetchTimeout = 10

    /// Starts loading `url` unless it is the one loaded already; nil drops the artwork.
    /// True when the artwork shown changed (dropped, to come back once decoded).
    func load(_ url: String?) -> Bool {
        guard url != self.url else { return false }
        self.url = url
        ticket += 1
        let dropped = current != nil
        current = nil
        guard let url else { return dropped }
        let ticket = ticket, mailbox = mailbox, started = EventLoop.now()
        let body: @Sendable () -> Void = {
            let result = Self.decode(url, started: started)
            mailbox.state.withLock { $0 = (ticket, result) }
            mailbox.wakeup?.wake()
        }
        if !WorkerThread.detach(body) { body() }
        return dropped
    }

    /// Takes what the worker finished: the new artwork, or why there is none (once per URL);
    /// nil for a superseded URL's result or none yet.
    func takeLoaded() -> Result<Void, MPRISArtworkFailure>? {
        mailbox.wakeup?.drain()
        let done = mailbox.state.withLock { state in
            defer { state = nil }
            return state
        }
        guard let done, done.ticket == ticket else { return nil }
        switch done.result {
        case let .success(decoded):
            guard let artwork = MediaItemArtwork(decoded) else { return .failure(MPRISArtworkFailure(reason: "an empty picture")) }
            counter += 1
            current = (artwork, counter)
            return .success(())
        case let .failure(failure):
            return .failure(failure)
        }
    }

    /// Reads and decodes the picture `url` names; blocks, so runs on the worker.
    static func decode(_ url: String, started: Double) -> Result<DecodedArtwork, MPRISArtworkFailure> {
        let encoded: EncodedPicture
        switch bytes(of: url) {
        case let .success(picture): encoded = picture
        case let .failure(failure): return .failure(failure)
        }
        guard let decoded = DecodedArtwork.decoding(encoded, started: started) else {
            return .failure(MPRISArtworkFailure(reason: "a picture that cannot be decoded"))
        }
        return .success(decoded)
    }

    /// The picture's bytes: a file's, or a data URI's.
    static func bytes(of url: String) -> Result<EncodedPicture, MPRISArtworkFailure> {
        let lowered = url.prefix(8).lowercased()
        if lowered.hasPrefix("file://") {
            // Another program names it: no FIFO that would hold the worker, nothing in /proc.
            if let refusal = LocationRule.check(url, from: .remote("another player")) {
                return .failure(MPRISArtworkFailure(reason: refusal.reason))
            }
            guard let path = FileURL.path(of: url) else { return .failure(MPRISArtworkFailure(reason: "an unreadable file URL")) }
            do {
                return .success(try EncodedPicture.read(path: path))
            } catch {
                return .failure(MPRISArtworkFailure(reason: error.description))
            }
        }
        if lowered.hasPrefix("data:") {
            guard let comma = url.firstIndex(of: ","), url[..<comma].lowercased().hasSuffix(";base64") else {
                return .failure(MPRISArtworkFailure(reason: "a data URI that is not base64"))
            }
            let payload = url[url.index(after: comma)...]
            guard payload.utf8.count <= PictureLimits.encodedBytes / 3 * 4 + 4 else {
                return .failure(MPRISArtworkFailure(reason: "a picture over \(PictureLimits.encodedBytes >> 20) MiB"))
            }
            guard let bytes = try? Base64.decode(String(payload)), let picture = EncodedPicture(bytes: bytes) else {
                return .failure(MPRISArtworkFailure(reason: "a data URI that holds no JPEG, PNG, WebP, GIF or BMP picture"))
            }
            return .success(picture)
        }
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") { return fetch(url) }
        return .failure(MPRISArtworkFailure(reason: "\(url.prefix(80)) is not a file, data, http or https URL"))
    }

    /// A picture on the network, fetched by libcurl.
    private static func fetch(_ url: String) -> Result<EncodedPicture, MPRISArtworkFailure> {
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        var error = [CChar](repeating: 0, count: 256)
        let status = pd_curl_fetch(url, PictureLimits.encodedBytes, fetchTimeout, &bytes, &size, &error, error.count)
        defer { pd_curl_free(bytes) }
        guard status == 0, let bytes else {
            let reason = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .failure(MPRISArtworkFailure(reason: "\(url.prefix(80)): \(reason)"))
        }
        guard let picture = EncodedPicture(bytes: Array(UnsafeBufferPointer(start: bytes, count: size))) else {
            return .failure(MPRISArtworkFailure(reason: "\(url.prefix(80)) holds no JPEG, PNG, WebP, GIF or BMP picture"))
        }
        return .success(picture)
    }
}

/// Why a player's artwork is not shown, for a notice.
struct MPRISArtworkFailure: Error, Sendable, Equatable {
    let reason: String
}

/// What the loop and the worker share: the newest result, and the wake-up.
private final class ArtworkMailbox: Sendable {
    let state = Locked<(ticket: Int, result: Result<DecodedArtwork, MPRISArtworkFailure>)?>(nil)
    /// Nil only when the process is out of descriptors; results then wait for the next look.
    let wakeup = try? Wakeup()
}
