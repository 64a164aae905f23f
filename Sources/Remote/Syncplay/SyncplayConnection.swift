import EventLoop
import Glibc
import NowPlaying

/// One TCP connection to a Syncplay server on the loop: the name resolved on a worker, a
/// non-blocking connect to each address in turn, lines cut at CR LF (the server's Twisted
/// `LineReceiver` cuts at CR LF too, and reads nothing else as a line end) with a bound on
/// their length, and a bounded queue of lines to write. Upgraded to TLS when the server says
/// yes to STARTTLS, the handshake driven by the socket's readiness like the rest. It ends once,
/// with one sentence.
final class SyncplayConnection {
    /// What happened on it.
    enum Event: Equatable {
        case connected
        case line([UInt8])
        /// The TLS handshake is done: what follows is encrypted; the protocol agreed ("TLSv1.3").
        case secured(version: String)
        /// TLS could not be set up (the certificate is not trusted, the handshake failed). Nothing follows.
        case tlsFailed(TLSSession.Failure)
        /// It is over; the sentence says why. Nothing follows.
        case closed(String)
    }

    /// The longest line read: far beyond any the server sends (it truncates names to 250
    /// characters and chat to 150), short of what would hold the player's memory hostage.
    static let lineLimit = 256 * 1024

    private let loop: EventLoop
    private let handler: (Event) -> Void
    private let resolver = NewestJobWorker<Result<[SyncplayAddress], SyncplayAddress.ResolveFailure>>()
    private var addresses: ArraySlice<SyncplayAddress> = []
    private var fd: Int32 = -1
    private var isConnected = false
    private var framer = LineFramer(limit: SyncplayConnection.lineLimit)
    private var output = OutputQueue(limit: 1 << 20, ceiling: 1 << 20)
    private var isOpen = true
    private var buffer = [UInt8](repeating: 0, count: 64 * 1024)
    private let label: String
    private let host: String
    /// The TLS session once STARTTLS was answered yes; lines go through it from then on.
    private var tls: TLSSession?
    private var isHandshaking = false
    /// What the TLS session waits for before its read or write can go on, when not readable.
    private var readWaits: Interest = .readable
    private var writeWaits: Interest = .writable

    /// Starts connecting to `host`:`port`; `handler` hears of it on the loop.
    init(loop: EventLoop, host: String, port: UInt16, handler: @escaping (Event) -> Void) {
        self.loop = loop
        self.handler = handler
        self.host = host
        label = host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
        // Without an eventfd (the process is out of descriptors) the worker cannot wake the loop.
        guard resolver.descriptor >= 0 else {
            isOpen = false
            loop.schedule("syncplay.resolve", after: 0) { handler(.closed("cannot resolve \(host): out of file descriptors")) }
            return
        }
        loop.watch(resolver.descriptor) { [weak self] in self?.resolved() }
        resolver.submit { SyncplayAddress.resolve(host: host, port: port) }
    }

    deinit { release() }

    /// Queues a line (its CR LF added); false when the connection is not up or the server has
    /// stopped reading (then it is closed).
    @discardableResult
    func send(_ line: String) -> Bool {
        guard isOpen, isConnected else { return false }
        guard output.append(bytes: Array(line.utf8) + [13, 10]) else {
            end("the server at \(label) stopped reading")
            return false
        }
        flush()
        return isOpen
    }

    /// Upgrades the connection to TLS, as the server has just agreed to: the handshake goes on
    /// as the socket allows, then `.secured`; until then lines sent wait. The certificate must be
    /// for the host connected to and chain to `caFile`'s certificates (nil: the system's store).
    func startTLS(caFile: String?) {
        guard isOpen, isConnected, tls == nil else { return }
        do {
            tls = try TLSSession(fd: fd, host: host, caFile: caFile)
        } catch {
            // Said from the loop, not from inside the line that asked.
            loop.schedule("syncplay.tls", after: 0) { [weak self] in self?.endTLS(error) }
            return
        }
        isHandshaking = true
        loop.setInterest([.readable, .writable], for: fd)
    }

    /// Ends it without a word: what waits to be written is dropped.
    func close() {
        isOpen = false
        release()
    }

    private func release() {
        loop.cancel("syncplay.tls")
        tls = nil
        if resolver.descriptor >= 0 { loop.unwatch(resolver.descriptor) }
        resolver.cancel()
        if fd >= 0 {
            loop.unwatch(fd)
            _ = Glibc.close(fd)
            fd = -1
        }
    }

    private func end(_ reason: String) {
        guard isOpen else { return }
        isOpen = false
        release()
        handler(.closed(reason))
    }

    private func resolved() {
        guard isOpen, let result = resolver.take() else { return }
        loop.unwatch(resolver.descriptor)
        switch result {
        case let .success(found):
            addresses = found[...]
            connectNext(lastError: nil)
        case let .failure(failure):
            end("cannot find the server \(label): \(failure.message)")
        }
    }

    private func connectNext(lastError: SystemError?) {
        guard let address = addresses.popFirst() else {
            end("cannot reach the server at \(label): \(lastError?.message ?? "no address")")
            return
        }
        do {
            let (socket, connected) = try address.startConnect()
            fd = socket
            if connected {
                established()
            } else {
                loop.watch(socket, for: .writable) { [weak self] _ in self?.connectFinished() }
            }
        } catch {
            connectNext(lastError: error)
        }
    }

    private func connectFinished() {
        if let error = SyncplayAddress.connectResult(fd) {
            loop.unwatch(fd)
            _ = Glibc.close(fd)
            fd = -1
            connectNext(lastError: error)
        } else {
            established()
        }
    }

    private func established() {
        isConnected = true
        loop.watch(fd, for: .readable) { [weak self] readiness in self?.ready(readiness) }
        handler(.connected)
    }

    private func ready(_ readiness: Readiness) {
        if isHandshaking {
            shakeHands()
            return
        }
        // A TLS session may need to read before it can write, or the reverse.
        if readiness.contains(.writable) || tls != nil && !output.isEmpty { flush() }
        if isOpen, tls != nil || readiness.contains(.readable) || readiness.isHangUpOrError { read() }
    }

    private func shakeHands() {
        guard let tls else { return }
        do {
            switch try tls.handshake() {
            case .done:
                isHandshaking = false
                handler(.secured(version: tls.version))
                // The session may hold what the server sent with its last handshake message.
                if isOpen { flush() }
                if isOpen { read() }
            case let .waiting(readiness):
                loop.setInterest(readiness, for: fd)
            }
        } catch {
            endTLS(error)
        }
    }

    private func endTLS(_ failure: TLSSession.Failure) {
        guard isOpen else { return }
        isOpen = false
        release()
        handler(.tlsFailed(failure))
    }

    private func flush() {
        guard !isHandshaking else { return }
        if let tls {
            do {
                try output.flush { bytes throws(TLSSession.Failure) in
                    let (count, waiting) = try tls.write(bytes)
                    writeWaits = waiting ?? .writable
                    return count
                }
            } catch {
                end("the connection to \(label) broke: \(error.reason)")
                return
            }
        } else {
            do {
                try output.flush(to: fd)
            } catch {
                end("the connection to \(label) broke: \(error.message)")
                return
            }
        }
        updateInterest()
    }

    private func updateInterest() {
        var interest = Interest.readable
        if !output.isEmpty { interest.formUnion(writeWaits) }
        interest.formUnion(readWaits)
        loop.setInterest(interest, for: fd)
    }

    /// One read from the socket, or from the TLS session over it.
    private func receive() -> Result<UnixSocket.ReadResult, ReceiveFailure> {
        buffer.withUnsafeMutableBytes { raw in
            guard let tls else {
                return Result { () throws(SystemError) in try UnixSocket.receive(fd, into: raw) }.mapError { ReceiveFailure($0.message) }
            }
            do throws(TLSSession.Failure) {
                switch try tls.read(into: raw) {
                case let .bytes(count): return .success(.bytes(count))
                case .closed: return .success(.endOfFile)
                case let .waiting(readiness):
                    if readiness != readWaits {
                        readWaits = readiness
                        updateInterest()
                    }
                    return .success(.wouldBlock)
                }
            } catch {
                return .failure(ReceiveFailure(error.reason))
            }
        }
    }

    private struct ReceiveFailure: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    private func read() {
        while isOpen, !isHandshaking {
            switch receive() {
            case let .failure(error):
                end("the connection to \(label) broke: \(error.message)")
            case .success(.wouldBlock):
                return
            case .success(.endOfFile):
                end("the server at \(label) closed the connection")
            case let .success(.bytes(count)):
                let items = buffer.withUnsafeBytes { framer.append(UnsafeRawBufferPointer(rebasing: $0[..<count])) }
                // After the line that starts TLS, nothing more is read in the clear.
                for item in items where isOpen && !isHandshaking {
                    switch item {
                    case let .line(line): handler(.line(line))
                    case .tooLong: end("the server at \(label) sent a line longer than \(Self.lineLimit / 1024) KiB; disconnected")
                    }
                }
            }
        }
    }
}
