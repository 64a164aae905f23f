import COpenSSL
import EventLoop

/// A TLS client session over a connected non-blocking socket, through OpenSSL: no call blocks;
/// each says what it managed and, when it could not go on, which readiness of the socket it
/// waits for. The server's certificate must chain to the trusted certificates (the system's
/// store, or one CA file) and be for the host named.
final class TLSSession {
    /// Why a session could not start or go on.
    enum Failure: Error, Equatable {
        /// The server's certificate is not trusted for the host; OpenSSL's reason.
        case untrusted(String)
        /// Anything else (OpenSSL missing, an unreadable CA file, a broken handshake); the reason.
        case failed(String)

        /// The reason alone.
        var reason: String {
            switch self {
            case let .untrusted(reason), let .failed(reason): reason
            }
        }
    }

    /// Where the handshake is.
    enum Handshake: Equatable {
        case done
        case waiting(Interest)
    }

    /// What one read brought.
    enum Read: Equatable {
        case bytes(Int)
        case waiting(Interest)
        /// The server ended the session.
        case closed
    }

    private let handle: OpaquePointer

    /// Starts a session on `fd` for `host`, trusting `caFile`'s certificates (PEM) or, when nil,
    /// the system's store. The handshake starts with the first `handshake()`.
    init(fd: Int32, host: String, caFile: String?) throws(Failure) {
        var error = [CChar](repeating: 0, count: 512)
        guard let handle = pd_tls_client(fd, host, caFile, &error, error.count) else {
            throw .failed(Self.text(error))
        }
        self.handle = handle
    }

    deinit { pd_tls_free(handle) }

    /// Takes the handshake as far as the socket allows now.
    func handshake() throws(Failure) -> Handshake {
        var error = [CChar](repeating: 0, count: 512)
        let status = pd_tls_handshake(handle, &error, error.count)
        if status == Int32(PD_TLS_DONE) { return .done }
        if let readiness = Self.waiting(status) { return .waiting(readiness) }
        throw Self.failure(status, error)
    }

    /// Reads once into `buffer`.
    func read(into buffer: UnsafeMutableRawBufferPointer) throws(Failure) -> Read {
        guard let base = buffer.baseAddress, !buffer.isEmpty else { return .bytes(0) }
        var error = [CChar](repeating: 0, count: 512)
        var status: Int32 = 0
        let count = pd_tls_read(handle, base, buffer.count, &status, &error, error.count)
        if status == Int32(PD_TLS_DONE) { return .bytes(count) }
        if status == Int32(PD_TLS_CLOSED) { return .closed }
        if let readiness = Self.waiting(status) { return .waiting(readiness) }
        throw Self.failure(status, error)
    }

    /// Writes what the session takes now of `bytes`: the count, or 0 and the readiness to wait
    /// for (then the same bytes go again).
    func write(_ bytes: UnsafeRawBufferPointer) throws(Failure) -> (count: Int, waiting: Interest?) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return (0, nil) }
        var error = [CChar](repeating: 0, count: 512)
        var status: Int32 = 0
        let count = pd_tls_write(handle, base, bytes.count, &status, &error, error.count)
        if status == Int32(PD_TLS_DONE) { return (count, nil) }
        if let readiness = Self.waiting(status) { return (0, readiness) }
        throw Self.failure(status, error)
    }

    /// The protocol agreed ("TLSv1.3").
    var version: String { String(cString: pd_tls_version(handle)) }

    private static func waiting(_ status: Int32) -> Interest? {
        switch status {
        case Int32(PD_TLS_WANTS_READ): .readable
        case Int32(PD_TLS_WANTS_WRITE): .writable
        default: nil
        }
    }

    private static func failure(_ status: Int32, _ error: [CChar]) -> Failure {
        status == Int32(PD_TLS_UNTRUSTED) ? .untrusted(text(error)) : .failed(text(error))
    }

    private static func text(_ error: [CChar]) -> String {
        let bytes = error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
