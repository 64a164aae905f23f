import CCurl
import EventLoop

/// Says a request is no longer wanted (a search superseded by the next keystroke, a panel
/// closed): a transfer under way stops within a second, one not started does not start.
public final class SubsonicCancellation: Sendable {
    private let flag = Locked(false)

    /// Not cancelled yet.
    public init() {}

    /// Stops what uses it.
    public func cancel() {
        flag.withLock { $0 = true }
    }

    /// Whether `cancel()` was called.
    public var isCancelled: Bool { flag.withLock { $0 } }
}

/// Gets a URL's answer: its HTTP status and body. Blocks: on a worker. The tests put a
/// recorded server behind it; the product's is libcurl's.
public protocol SubsonicTransport: Sendable {
    /// The answer to a GET of `url`, or why none came.
    func get(_ url: String, cancellation: SubsonicCancellation?) -> Result<(status: Int, body: [UInt8]), SubsonicFailure>
}

/// libcurl's GET (CCurl's `pd_curl_get`), with a size limit and a timeout.
public struct CurlSubsonicTransport: SubsonicTransport {
    /// The largest answer read: an artist index of a very large library fits; a 100 MB junk
    /// answer does not.
    public let limit: Int
    /// How long a request may take, answer included.
    public let timeout: Int

    /// Loads libcurl on the calling thread (for `Player.preloadLibrary(after:)`: `--server` asks the
    /// server before the player starts).
    public static var libraryLoader: @convention(c) () -> Void { pd_curl_preload }

    /// A transport with these limits.
    public init(limit: Int = 32 << 20, timeout: Int = 20) {
        self.limit = limit
        self.timeout = timeout
    }

    /// The answer, or why none came.
    public func get(_ url: String, cancellation: SubsonicCancellation?) -> Result<(status: Int, body: [UInt8]), SubsonicFailure> {
        if cancellation?.isCancelled == true { return .failure(.cancelled) }
        var status = 0
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        var error = [CChar](repeating: 0, count: 256)
        let asked: @convention(c) (UnsafeMutableRawPointer?) -> Int32 = { context in
            guard let context else { return 0 }
            return Unmanaged<SubsonicCancellation>.fromOpaque(context).takeUnretainedValue().isCancelled ? 1 : 0
        }
        let context = cancellation.map { Unmanaged.passUnretained($0).toOpaque() }
        let done = withExtendedLifetime(cancellation) {
            pd_curl_get(url, limit, timeout, context == nil ? nil : asked, context, &status, &bytes, &size, &error, error.count)
        }
        defer { pd_curl_free(bytes) }
        guard done == 0 else {
            let reason = String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if reason == "cancelled" { return .failure(.cancelled) }
            if reason.hasPrefix("more than ") { return .failure(.tooLarge(limit: limit)) }
            if reason.hasPrefix("no answer within") { return .failure(.timedOut(seconds: timeout)) }
            return .failure(.unreachable(reason))
        }
        return .success((status, bytes.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []))
    }
}
