import Commands
import EventLoop
import Glibc
import NowPlaying

/// A PlayDeck peer in a Syncplay room: one more client of the one server-side source. The
/// room's pauses, plays and seeks become commands through the command center (so its
/// restrictions hold: what an ad refuses waits until content plays again), and the player's
/// own changes, seen in the published snapshots, are announced to the room. Leaving, or the
/// server going away, never stops playback; a lost server is reconnected with the reference
/// client's back-off (0.1 s doubling to 3.2 s).
public final class SyncplayPeer {
    /// No line from the server for this long: it is gone (`PROTOCOL_TIMEOUT`; it sends a
    /// state every second).
    static let silenceLimit = 12.5

    /// Each line for a person (notices, chat, what went wrong), sanitised; the tile gets the
    /// same as notices through the info center.
    public var onLine: ((String) -> Void)?
    /// Whether the server took our Hello and we are in the room.
    private(set) var isInRoom = false
    private let loop: EventLoop
    private let source: SessionSource
    private let clock: SessionClock
    private var configuration: Configuration
    private var connection: SyncplayConnection?
    private var playstate: SyncplayPlaystate
    private var room: SyncplayRoom
    private var features = SyncplayServerFeatures()
    private var retries = 0
    private var wantsRoom = false
    private var observer: Int?
    private let player: SyncplayPlayerLink
    private var isReady = false
    private var lastSummary: String?
    /// Whether a Hello was answered on an earlier connection.
    private var hasBeenInRoom = false
    /// The last chat lines, for the room's published state.
    private var chatLines: [TogetherInfo.ChatLine] = []
    private var tls: SyncplayTLSPolicy

    /// Joins the room at once.
    public init(loop: EventLoop, source: SessionSource, configuration: Configuration, clock: SessionClock = .system) {
        self.loop = loop
        self.source = source
        self.clock = clock
        self.configuration = configuration
        tls = SyncplayTLSPolicy(mode: configuration.tls)
        playstate = SyncplayPlaystate(username: configuration.name)
        room = SyncplayRoom(name: configuration.room, username: configuration.name)
        player = SyncplayPlayerLink(source: source, clock: clock, filenamePrivacy: configuration.filenamePrivacy,
                                    filesizePrivacy: configuration.filesizePrivacy)
        observer = source.infoCenter.addObserver { [weak self] info in self?.observe(info) }
        if let info = source.infoCenter.nowPlayingInfo { observe(info) }
        join()
    }

    deinit {
        if let observer { source.infoCenter.removeObserver(observer) }
        leave(saying: false)
    }

    /// Connects (again) to the configured room.
    public func join() {
        hasBeenInRoom = false
        tls.reset()
        wantsRoom = true
        retries = 0
        if connection == nil { connect() }
        publishRoom()
    }

    /// Whether it is in the room or trying to be.
    public var isJoining: Bool { wantsRoom }

    /// Tells the room whether we are ready, as the reference's ready button does.
    public func setReady(_ ready: Bool) -> RemoteCommandStatus {
        guard isInRoom else { return .commandFailed("not in the Syncplay room yet") }
        guard features.readiness ?? true else { return .commandFailed("this Syncplay server does not take readiness") }
        isReady = ready
        send(.ready(ready, manuallyInitiated: true))
        publishRoom()
        return .success
    }

    /// Says `text` to the room; the server sends it back to everyone, us too.
    public func chat(_ text: String) -> RemoteCommandStatus {
        guard isInRoom else { return .commandFailed("not in the Syncplay room yet") }
        guard features.chat ?? true else { return .commandFailed("this Syncplay server has chat turned off") }
        send(.chat(text))
        return .success
    }

    /// Leaves the room; playback goes on as it is.
    public func leave() {
        leave(saying: true)
    }

    private func leave(saying: Bool) {
        wantsRoom = false
        loop.cancel(Self.reconnectKey)
        loop.cancel(Self.silenceKey)
        connection?.close()
        connection = nil
        if isInRoom, saying { say("Left the room \(SyncplayRoom.shown(room.name))") }
        isInRoom = false
        publishRoom()
    }

    private static let reconnectKey = "syncplay.reconnect"
    private static let silenceKey = "syncplay.silence"

    private func connect() {
        playstate.reset(rejoining: hasBeenInRoom)
        tls.connectionStarted()
        connection = SyncplayConnection(loop: loop, host: configuration.host, port: configuration.port) { [weak self] event in
            self?.handle(event)
        }
        armSilence()
    }

    private func handle(_ event: SyncplayConnection.Event) {
        switch event {
        case .connected:
            if tls.asks {
                tls.awaitsAnswer = true
                send(.startTLS, evenOutsideRoom: true)
            } else {
                sendHello()
            }
        case let .secured(version):
            tls.securedWith = version
            sendHello()
        case let .tlsFailed(failure):
            connection = nil
            follow(tls.failed(failure, host: configuration.host, server: configuration.label))
        case let .line(bytes):
            armSilence()
            do {
                for message in try SyncplayLineDecoder.decode(bytes) { handle(message) }
            } catch {
                drop("the server sent what is not Syncplay: \(SyncplayRoom.shown(error.description))")
            }
        case let .closed(reason):
            connection = nil
            drop(reason)
        }
        publishRoom()
    }

    private func sendHello() {
        let hash = configuration.password.flatMap { SyncplayPassword.hash($0) }
        send(.hello(username: configuration.name, room: configuration.room, passwordHash: hash), evenOutsideRoom: true)
    }

    private func follow(_ outcome: SyncplayTLSPolicy.Outcome) {
        switch outcome {
        case let .plain(line):
            if let line { say("Syncplay: \(line)") }
            sendHello()
        case let .refuse(line):
            say("Syncplay: \(line)")
            wantsRoom = false
            drop(nil)
        case let .reconnectPlain(line):
            if let line { say("Syncplay: \(line)") }
            retries = 0
            drop(nil)
        }
    }

    /// The connection is over: said once (unless `reason` is nil: said already), then tried again
    /// after the back-off unless the room was left.
    private func drop(_ reason: String?) {
        connection?.close()
        connection = nil
        loop.cancel(Self.silenceKey)
        if let reason, isInRoom || retries == 0 { say("Syncplay: \(reason)") }
        isInRoom = false
        guard wantsRoom else { return }
        let delay = 0.1 * Double(1 << min(retries, 5))
        retries += 1
        loop.schedule(Self.reconnectKey, after: delay) { [weak self] in
            guard let self, self.wantsRoom, self.connection == nil else { return }
            self.connect()
        }
    }

    private func armSilence() {
        loop.schedule(Self.silenceKey, after: Self.silenceLimit) { [weak self] in
            self?.drop("the server has not answered for \(Self.silenceLimit) s")
        }
    }

    private func handle(_ message: SyncplayMessage) {
        switch message {
        case let .hello(username, roomName, _, motd, features):
            self.features = features
            lastSummary = nil
            isInRoom = true
            hasBeenInRoom = true
            retries = 0
            playstate.username = username
            room = SyncplayRoom(name: roomName, username: username)
            room.ownFile = player.file
            if let motd, !motd.isEmpty { say(SyncplayRoom.shown(motd)) }
            let secured = tls.securedWith.map { " (\($0))" } ?? ""
            say("Joined the room \(SyncplayRoom.shown(roomName)) as \(SyncplayRoom.shown(username))\(secured)")
            if features.readiness ?? true { send(.ready(isReady, manuallyInitiated: false)) }
            if let file = player.file { send(.file(file)) }
            send(.list)
        case let .room(name):
            room = SyncplayRoom(name: name, username: room.username)
            room.ownFile = player.file
        case let .user(change):
            if let notice = room.apply(change) { say(notice, atOnce: true) }
        case let .ready(user, ready, _):
            if user == room.username { isReady = ready ?? false } else if let notice = room.ready(user, ready) { say(notice, atOnce: true) }
        case let .list(rooms):
            room.list(rooms)
            if room.summary != lastSummary { say(room.summary, atOnce: true) }
            lastSummary = room.summary
        case let .state(state):
            // As the reference asks its player before answering: the position now, not at the last snapshot.
            if let report = player.current() { reported(report) }
            let outcome = playstate.serverSent(state, now: clock.monotonic(), unixNow: clock.unix())
            // What this PlayDeck did itself, told back by the server, is not news to its person.
            for notice in outcome.notices where notice.author != room.username {
                if let line = SyncplayNoticeText.text(notice) { say(line, atOnce: true) }
            }
            player.perform(outcome.actions)
            send(.state(outcome.reply))
        case let .chat(user, text):
            let line = TogetherInfo.ChatLine(name: SyncplayRoom.shown(user), text: SyncplayRoom.shown(text))
            chatLines = (chatLines + [line]).suffix(TogetherInfo.chatLimit)
            say("<\(line.name)> \(line.text)")
        case let .error(text) where tls.awaitsAnswer && text.contains("startTLS"):
            follow(tls.notUnderstood(server: configuration.label))
        case let .error(text):
            // The reference stops retrying on the server's error (a wrong password, a bad Hello).
            wantsRoom = false
            drop("the server refused: \(SyncplayRoom.shown(text))")
        case let .tls(offered):
            // The server's answer to STARTTLS, if it was asked.
            guard tls.takeAnswer() else { break }
            if offered { connection?.startTLS(caFile: configuration.caFile) } else { follow(tls.declined(server: configuration.label)) }
        case .ignored:
            break
        }
    }

    private func observe(_ info: NowPlayingInfo) {
        if let newFile = player.observe(info) {
            room.ownFile = newFile
            player.perform(playstate.fileLoaded(now: clock.monotonic()))
            send(.file(newFile))
            send(.list)
            publishRoom()
        } else if player.file == nil {
            playstate.fileUnloaded()
        }
        // Asked only now: the room's first state may just have moved the new file (a play
        // before that is the file starting, not ours to announce).
        if let report = player.current() { reported(report) }
    }

    /// The player's own change, if it is one, goes to the room with our readiness, as the
    /// reference's `updatePlayerStatus` sends them.
    private func reported(_ report: SyncplayPlayerLink.Report) {
        let announcement = playstate.playerReported(paused: report.paused, position: report.position,
                                                    now: clock.monotonic(), unixNow: clock.unix())
        guard let announcement, isInRoom else { return }
        if let paused = announcement.playstate?.paused, paused == isReady, features.readiness ?? true {
            isReady = !paused
            send(.ready(isReady, manuallyInitiated: false))
        }
        send(.state(announcement))
    }

    private func send(_ request: SyncplayRequest, evenOutsideRoom: Bool = false) {
        guard let connection, isInRoom || evenOutsideRoom, let line = try? request.line() else { return }
        connection.send(line)
    }

    /// The room as every remote shows it, in the snapshots; nil once it is left.
    private func publishRoom() {
        guard wantsRoom else { return source.infoCenter.publish(together: nil) }
        source.infoCenter.publish(together: TogetherInfo(
            server: configuration.label, room: SyncplayRoom.shown(room.name), name: SyncplayRoom.shown(room.username),
            phase: isInRoom ? .joined : .joining, isReady: isReady, members: room.published, chat: chatLines))
    }

    /// Tells the person `line`: queued among the notices (chat, what went wrong), or `atOnce` in place
    /// of the one before (who paused or jumped: queued, they came seconds late).
    private func say(_ line: String, atOnce: Bool = false) {
        if atOnce { source.infoCenter.post(feedback: line) } else { source.infoCenter.post(notice: line) }
        onLine?(line)
    }
}
