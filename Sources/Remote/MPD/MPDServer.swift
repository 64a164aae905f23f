import EventLoop
import Settings
import Glibc
import NowPlaying

/// The MPD protocol server: listens on each configured address, serves every client on the
/// program's one event loop with MPD's framing and limits, and wakes idling clients from the
/// published snapshots and events (never by polling).
public final class MPDServer {
    /// What the server is started with: where it listens, its password, the database it serves.
    public struct Configuration {
        /// The addresses to listen on.
        public var listen: [MPDSettings.Address]
        /// The password that gives every permission; nil: every client has them all.
        public var password: String?
        /// The music library as MPD's database; nil: none.
        public var database: MPDDatabase?
        /// Where the stored playlists are (PlayDeck's saved queues); nil: none.
        public var playlistsFolder: String?

        /// A configuration listening on `listen`.
        public init(listen: [MPDSettings.Address], password: String? = nil, database: MPDDatabase? = nil,
                    playlistsFolder: String? = nil) {
            self.listen = listen
            self.password = password
            self.database = database
            self.playlistsFolder = playlistsFolder
        }
    }

    /// What could not be started, one line per address.
    public private(set) var notices: [String] = []
    /// Where clients reach it: socket paths and numeric `host:port`, the ports the system chose included.
    public var boundAddresses: [String] { listeners.map(\.boundAddress) }
    /// How many clients are connected.
    public var clientCount: Int { connections.count }

    private let loop: EventLoop
    private let context: MPDContext
    private let totalLimit: Int
    private let clientTimeout: Double
    private var listeners: [MPDListener] = []
    private var connections: [Int32: MPDConnection] = [:]
    private var queuedBytes = 0
    private let reader = SocketReader(bufferSize: 64 * 1024, rounds: 4)
    private var nextNumber = 0
    private var lastInfo: NowPlayingInfo?
    private var observers: [Int] = []
    /// The database whose songs a worker reads ahead (its descriptor is watched).
    private var preloaded: MPDLibraryDatabase?
    private var closed = false

    /// Listens on `addresses` (one that cannot be bound is noted in `notices`; the rest work)
    /// and serves `context` on `loop`; `$XDG_RUNTIME_DIR/playdeck/` names `directory`. A client
    /// silent for `clientTimeout` seconds while not idling is closed.
    public init(loop: EventLoop, context: MPDContext, listen addresses: [MPDSettings.Address],
                directory: SocketDirectory = .standard(), totalOutputLimit: Int = MPDServerLimits.totalOutput,
                clientTimeout: Double = MPDServerLimits.timeout) {
        self.loop = loop
        self.context = context
        totalLimit = totalOutputLimit
        self.clientTimeout = clientTimeout
        for address in addresses {
            do throws(SystemError) {
                listeners += try MPDListener.open(address, directory: directory)
            } catch {
                notices.append("MPD server: cannot listen on \(address): \(error.message); MPD clients cannot reach it there")
            }
        }
        for listener in listeners {
            loop.watch(listener.fd, for: .readable) { [unowned self] _ in accept(from: listener) }
        }
        let infoCenter = context.source.infoCenter
        lastInfo = infoCenter.nowPlayingInfo
        // Idling clients hear of a change before the other remotes do their work (MPRIS's
        // signals, the control socket's snapshots); the commands held for it are served once
        // every remote has the snapshot, as they were when the server was told last.
        observers.append(infoCenter.addObserver(first: true) { [unowned self] info in
            let changed = MPDChanges.between(lastInfo, info)
            lastInfo = info
            if !changed.isEmpty { notify(changed) }
        })
        observers.append(infoCenter.addObserver { [unowned self] _ in resumeWaiting() })
        observers.append(infoCenter.addLibraryObserver { [unowned self] in
            if let database = context.database as? MPDLibraryDatabase {
                let source = context.source
                database.updates.scanEnded { source.perform(.libraryScan($0)) }
                if preloaded != nil { database.preload() }
            }
            notify([.update, .database])
        })
        if let database = context.database as? MPDLibraryDatabase, !listeners.isEmpty, database.preloadDescriptor >= 0 {
            preloaded = database
            loop.watch(database.preloadDescriptor, for: .readable) { _ in database.preloadDidFinish() }
            database.preload()
        }
        context.onChange = { [unowned self] subsystem in notify([subsystem]) }
    }

    deinit { close() }

    /// Closes every client and listener and removes the socket files.
    public func close() {
        guard !closed else { return }
        closed = true
        for token in observers { context.source.infoCenter.removeObserver(token) }
        observers = []
        if let preloaded { loop.unwatch(preloaded.preloadDescriptor) }
        preloaded = nil
        context.onChange = nil
        for fd in Array(connections.keys) { drop(fd) }
        for listener in listeners {
            loop.unwatch(listener.fd)
            listener.close()
        }
        listeners = []
    }

    /// Tells every client that `subsystems` changed: those idling on one are answered now, the
    /// rest hear of it at their next `idle`.
    func notify(_ subsystems: Set<MPDSubsystem>) {
        for connection in Array(connections.values) where connections[connection.fd] === connection {
            connection.conversation.notice(subsystems)
            flushConversation(of: connection)
        }
    }

    private func accept(from listener: MPDListener) {
        while !closed, let fd = try? UnixSocket.accept(listener.fd) {
            // MPD's max_connections: one more is closed before its greeting.
            guard connections.count < MPDServerLimits.connections else {
                _ = Glibc.close(fd)
                continue
            }
            nextNumber += 1
            let permission: MPDPermission = context.password == nil ? .all : .none
            let client = MPDClientState(permission: permission, isLocal: listener.isLocal)
            let connection = MPDConnection(fd: fd, number: nextNumber, conversation: MPDConversation(client: client, context: context))
            connections[fd] = connection
            loop.watch(fd, for: .readable) { [unowned self] ready in handle(fd, ready) }
            send(Array(MPDServerLimits.greeting.utf8), to: connection)
            armTimeout(connection)
        }
    }

    private func handle(_ fd: Int32, _ ready: Readiness) {
        guard let connection = connections[fd] else { return }
        if ready.contains(.readable) || ready.isHangUpOrError, !connection.closesAfterWriting, connection.waiting == nil {
            read(connection)
        }
        guard connections[fd] === connection else { return }
        settle(connection)
    }

    /// Reads what has arrived and answers each line; answers go out after each read's lines,
    /// as MPD's do.
    private func read(_ connection: MPDConnection) {
        let stop = reader.read(connection) { items in
            serve(items, from: connection) && connection.waiting == nil && !connection.closesAfterWriting
        }
        if stop == .ended {
            // The client is gone or will send nothing more: what was answered goes out first.
            connection.closesAfterWriting = true
            flushConversation(of: connection)
        }
    }

    /// Answers lines; false when the connection was dropped. After a command that set the
    /// player loading or seeking, the rest wait (see `MPDConnection.waiting`).
    private func serve<Items: Collection>(_ items: Items, from connection: MPDConnection) -> Bool
        where Items.Element == LineFramer.Item, Items.SubSequence == ArraySlice<LineFramer.Item> {
        var rest = ArraySlice(items)
        while let item = rest.popFirst() {
            guard case let .line(line) = item else {
                // MPD's input buffer is full without a line break: the connection is closed.
                drop(connection.fd)
                return false
            }
            switch connection.conversation.receive(line) {
            case .open: break
            case .close:
                drop(connection.fd)
                return false
            case .finish:
                connection.closesAfterWriting = true
            }
            if connection.closesAfterWriting { break }
            if context.source.isSettling, connection.conversation.idling == nil {
                wait(connection, rest)
                break
            }
        }
        guard flushConversation(of: connection) else { return false }
        if connection.waiting == nil { armTimeout(connection) }
        return true
    }

    /// Holds `rest` until the player's next snapshot, or at most `MPDServerLimits.settling`
    /// seconds (a file that never loads must not stall its client).
    private func wait(_ connection: MPDConnection, _ rest: ArraySlice<LineFramer.Item>) {
        connection.waiting = rest
        loop.cancel(connection.timeoutKey)
        loop.schedule(connection.settleKey, after: MPDServerLimits.settling) { [weak self, weak connection] in
            guard let self, let connection, connections[connection.fd] === connection else { return }
            resume(connection)
        }
    }

    /// Answers what waited for the player, once it has settled.
    private func resumeWaiting() {
        guard !context.source.isSettling else { return }
        for connection in Array(connections.values) where connection.waiting != nil && connections[connection.fd] === connection {
            resume(connection)
        }
    }

    private func resume(_ connection: MPDConnection) {
        guard let rest = connection.waiting else { return }
        connection.waiting = nil
        loop.cancel(connection.settleKey)
        guard serve(rest, from: connection), connections[connection.fd] === connection else { return }
        // Lines may have arrived while it waited: they were not read then.
        handle(connection.fd, .readable)
    }

    /// MPD's connection_timeout: a client that says nothing for a minute is closed, unless it idles.
    private func armTimeout(_ connection: MPDConnection) {
        guard connection.conversation.idling == nil else { return loop.cancel(connection.timeoutKey) }
        loop.schedule(connection.timeoutKey, after: clientTimeout) { [weak self, weak connection] in
            guard let self, let connection, connections[connection.fd] === connection,
                  connection.conversation.idling == nil else { return }
            drop(connection.fd)
        }
    }

    /// Moves the conversation's answers to the socket; false when the client was dropped for them.
    @discardableResult
    private func flushConversation(of connection: MPDConnection) -> Bool {
        let bytes = connection.conversation.takeOutput()
        if connection.conversation.idling != nil { loop.cancel(connection.timeoutKey) }
        guard !bytes.isEmpty else { return true }
        return send(bytes, to: connection)
    }

    /// Queues bytes and writes what the socket takes now. A client that has left more than
    /// MPD's output buffer unread is closed, as MPD closes it (one answer alone may be larger:
    /// `MPDServerLimits.answer`); past the total for all clients, the one with most waiting is.
    @discardableResult
    private func send(_ bytes: [UInt8], to connection: MPDConnection) -> Bool {
        let before = connection.output.count
        let queued = before <= MPDServerLimits.outputBuffer && connection.output.append(bytes: bytes, isAnswer: true)
        queuedBytes += connection.output.count - before
        guard queued else {
            drop(connection.fd)
            return false
        }
        settle(connection)
        while queuedBytes > totalLimit, let slowest = connections.values.max(by: { $0.output.count < $1.output.count }) {
            drop(slowest.fd)
        }
        return connections[connection.fd] === connection
    }

    /// Writes what waits, then drops the client if it is done, or watches it for what it needs.
    private func settle(_ connection: MPDConnection) {
        let before = connection.output.count
        let written = (try? connection.output.flush(to: connection.fd)) != nil
        queuedBytes += connection.output.count - before
        guard written else { return drop(connection.fd) }
        if connection.closesAfterWriting && connection.output.isEmpty { return drop(connection.fd) }
        let interest = connection.interest
        if interest != connection.watched {
            loop.setInterest(interest, for: connection.fd)
            connection.watched = interest
        }
    }

    private func drop(_ fd: Int32) {
        guard let connection = connections.removeValue(forKey: fd) else { return }
        queuedBytes -= connection.output.count
        loop.cancel(connection.timeoutKey)
        loop.cancel(connection.settleKey)
        loop.unwatch(fd)
        _ = Glibc.close(fd)
    }
}
