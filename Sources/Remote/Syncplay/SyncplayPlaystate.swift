/// The reference client's play-state machine (syncplay 1.6.9's `SyncplayClient` and
/// `SyncClientProtocol`), pure: the room's state and ours, the ignoring-on-the-fly counters that
/// keep a change in flight from being undone by the state the server sent before it arrived,
/// the ping figures, and the drift rules. Times are passed in: `now` monotonic seconds for
/// positions, `unixNow` for the ping stamps, which the reference sends as Unix time.
struct SyncplayPlaystate {
    /// The reference's defaults (constants.py, ConfigurationGetter).
    struct Thresholds: Equatable, Sendable {
        /// Ahead of the room by more than this: seek back to it (`rewindThreshold`).
        var rewind = 4.0
        /// Ahead by more than this: play slower until caught up (`slowdownThreshold`).
        var slowdown = 1.5
        /// Within this of the room again: back to normal speed (`SLOWDOWN_RESET_THRESHOLD`).
        var slowdownReset = 0.1
        /// The speed while slowed down (`SLOWDOWN_RATE`).
        var slowdownRate = 0.95
        /// A jump of more than this from where we and the room were is a seek (`SEEK_THRESHOLD`).
        var seek = 1.0
    }

    /// A position at a (monotonic) time, moving on unless paused.
    private struct Clocked {
        var position: Double
        var paused: Bool
        var at: Double

        func position(at now: Double) -> Double { paused ? position : position + max(0, now - at) }
    }

    /// What handling a server's `State` asks of the player and says to a person, and the answer.
    struct Outcome: Equatable {
        var actions: [SyncplayAction] = []
        var notices: [SyncplayNotice] = []
        var reply: SyncplayClientState
    }

    /// Our name in the room (the server's, after `Hello`): changes it set are not undone.
    var username: String
    var thresholds = Thresholds()
    /// Whether a file is loaded: the room's first state is applied only then (`fileLoaded`).
    private(set) var hasFile = false
    /// The room's first state came before our file: the file starts where the room is.
    private var awaitsFile = false
    private(set) var clientIgnoringOnTheFly = 0
    private(set) var serverIgnoringOnTheFly = 0
    private(set) var ping = SyncplayPing()
    private var global: Clocked?
    private var player: Clocked?
    private var speedChanged = false

    init(username: String) {
        self.username = username
    }

    /// Set on a connection after the first: a room nobody has set (the server restarted, the
    /// room is new) takes our state instead of pausing us at 0, as the reference would.
    private(set) var isRejoining = false

    /// A new connection: nothing is known of the room, nothing is in flight.
    mutating func reset(rejoining: Bool) {
        isRejoining = rejoining
        clientIgnoringOnTheFly = 0
        serverIgnoringOnTheFly = 0
        ping = SyncplayPing()
        global = nil
        awaitsFile = false
    }

    /// Our file is loaded: when the room's first state came before it (a slow start, a late
    /// joiner), what puts the player where the room is now, as the reference does on that state.
    mutating func fileLoaded(now: Double) -> [SyncplayAction] {
        hasFile = true
        guard awaitsFile, let global else { return [] }
        awaitsFile = false
        let position = global.position(at: now)
        player = Clocked(position: position, paused: global.paused, at: now)
        return [.seek(to: position), global.paused ? .pause : .play]
    }

    /// Our file is gone (the queue ended, an item that is no file).
    mutating func fileUnloaded() {
        hasFile = false
    }

    /// Whether the room's state has been heard since the connection began.
    var knowsRoom: Bool { global != nil }

    /// Whether we run slower to let the room catch up.
    var isSlowedDown: Bool { speedChanged }

    /// The room's position now.
    func globalPosition(now: Double) -> Double { global?.position(at: now) ?? 0 }

    /// Whether the room is paused.
    var globalPaused: Bool { global?.paused ?? true }

    /// Our player's position now, extrapolated from its last report.
    func playerPosition(now: Double) -> Double {
        guard let player else { return global == nil ? 0 : globalPosition(now: now) }
        return player.position(at: now)
    }

    /// Whether our player is paused.
    var playerPaused: Bool { player?.paused ?? globalPaused }

    /// Our player reported where it is. A pause, play or seek of ours (not one the room asked
    /// for, which matches the room) is announced: the `State` to send, counted as in flight.
    mutating func playerReported(paused: Bool, position: Double, now: Double, unixNow: Double) -> SyncplayClientState? {
        let pauseChange = playerPaused != paused && globalPaused != paused
        let seeked = abs(playerPosition(now: now) - position) > thresholds.seek && abs(globalPosition(now: now) - position) > thresholds.seek
        player = Clocked(position: position, paused: paused, at: now)
        guard global != nil, pauseChange || seeked else { return nil }
        return state(position: position, paused: paused, doSeek: seeked, latencyCalculation: nil, stateChange: true, unixNow: unixNow)
    }

    /// The server's `State`: the counters, the ping, the room's state applied to the player
    /// unless a change of ours is still in flight, and the answer to send.
    mutating func serverSent(_ message: SyncplayServerState, now: Double, unixNow: Double) -> Outcome {
        if let ignore = message.ignoringOnTheFly {
            if let server = ignore.server {
                serverIgnoringOnTheFly = server
                clientIgnoringOnTheFly = 0
            } else if let client = ignore.client, client == clientIgnoringOnTheFly {
                clientIgnoringOnTheFly = 0
            }
        }
        var messageAge = 0.0
        if let stamp = message.ping {
            ping.receive(timestamp: stamp.clientLatencyCalculation, senderRTT: stamp.serverRtt ?? 0, now: unixNow)
            messageAge = ping.forwardDelay
        }
        var actions: [SyncplayAction] = []
        var notices: [SyncplayNotice] = []
        if let playstate = message.playstate, let paused = playstate.paused, clientIgnoringOnTheFly == 0 {
            var position = playstate.position ?? 0
            if !paused { position += messageAge }
            apply(position: position, paused: paused, doSeek: playstate.doSeek ?? false, setBy: playstate.setBy ?? "",
                  now: now, actions: &actions, notices: &notices)
        }
        let reply = knowsRoom
            ? state(position: playerPosition(now: now), paused: playerPaused, doSeek: false,
                    latencyCalculation: message.ping?.latencyCalculation, stateChange: false, unixNow: unixNow)
            : state(position: nil, paused: nil, doSeek: false, latencyCalculation: message.ping?.latencyCalculation,
                    stateChange: false, unixNow: unixNow)
        return Outcome(actions: actions, notices: notices, reply: reply)
    }

    /// `_changePlayerStateAccordingToGlobalState`; fast-forwarding when behind is the
    /// reference's for managed rooms' non-operators only, and is left out with those rooms.
    private mutating func apply(position: Double, paused: Bool, doSeek: Bool, setBy: String, now: Double,
                                actions: inout [SyncplayAction], notices: inout [SyncplayNotice]) {
        if global == nil, isRejoining, setBy.isEmpty, let player {
            // Our answer carries our state: the server makes it the room's.
            global = Clocked(position: player.position(at: now), paused: player.paused, at: now)
            return
        }
        let pauseChanged = paused != globalPaused || paused != playerPaused
        let diff = playerPosition(now: now) - position
        let before = playerPosition(now: now)
        if global == nil, hasFile {
            actions.append(.seek(to: position))
            actions.append(paused ? .pause : .play)
        } else if global == nil {
            awaitsFile = true
        }
        global = Clocked(position: position, paused: paused, at: now)
        let byOther = setBy != username
        if doSeek {
            if byOther { actions.append(.seek(to: position)) }
            notices.append(.seeked(by: setBy, from: before, to: position))
        }
        if diff > thresholds.rewind, !doSeek, byOther {
            actions.append(.seek(to: position))
            notices.append(.rewound(by: setBy))
        }
        if !doSeek, !paused {
            if thresholds.slowdown < diff, !speedChanged {
                if byOther {
                    actions.append(.speed(thresholds.slowdownRate))
                    speedChanged = true
                    notices.append(.slowedDown(by: setBy))
                }
            } else if speedChanged, diff < thresholds.slowdownReset {
                actions.append(.speed(1))
                speedChanged = false
                notices.append(.speedRestored)
            }
        }
        if !paused, pauseChanged {
            actions.append(.play)
            notices.append(.unpaused(by: setBy))
        } else if paused, pauseChanged {
            // SYNC_ON_PAUSE: a pause from someone else lands where the room paused.
            if byOther { actions.append(.seek(to: position)) }
            actions.append(.pause)
            notices.append(.paused(by: setBy, at: position))
        }
        var seen: [SyncplayAction] = []
        for action in actions where !seen.contains(action) { seen.append(action) }
        actions = seen
        if !actions.isEmpty {
            // The player is asked to do it; until it reports, it is taken to have done it.
            var assumed = player ?? Clocked(position: position, paused: paused, at: now)
            for action in actions {
                switch action {
                case let .seek(to): assumed = Clocked(position: to, paused: assumed.paused, at: now)
                case .pause: assumed = Clocked(position: assumed.position(at: now), paused: true, at: now)
                case .play: assumed = Clocked(position: assumed.position(at: now), paused: false, at: now)
                case .speed: break
                }
            }
            player = assumed
        }
    }

    /// `sendState`: the play state unless ours is in flight (and the server's is not), the
    /// ping stamps, and the counters.
    private mutating func state(position: Double?, paused: Bool?, doSeek: Bool, latencyCalculation: Double?,
                                stateChange: Bool, unixNow: Double) -> SyncplayClientState {
        var message = SyncplayClientState(
            playstate: nil,
            ping: .init(latencyCalculation: latencyCalculation, clientLatencyCalculation: unixNow, clientRtt: ping.rtt)
        )
        if clientIgnoringOnTheFly == 0 || serverIgnoringOnTheFly != 0, let position, let paused {
            message.playstate = .init(position: position, paused: paused, doSeek: doSeek ? true : nil)
        }
        if stateChange { clientIgnoringOnTheFly += 1 }
        if serverIgnoringOnTheFly != 0 || clientIgnoringOnTheFly != 0 {
            message.ignoringOnTheFly = .init(server: serverIgnoringOnTheFly == 0 ? nil : serverIgnoringOnTheFly,
                                             client: clientIgnoringOnTheFly == 0 ? nil : clientIgnoringOnTheFly)
            serverIgnoringOnTheFly = 0
        }
        return message
    }
}

/// What the room asks of the local player.
enum SyncplayAction: Equatable, Sendable {
    case seek(to: Double)
    case pause
    case play
    case speed(Double)
}

/// What happened in the room, for a person.
enum SyncplayNotice: Equatable, Sendable {
    case paused(by: String, at: Double)
    case unpaused(by: String)
    case seeked(by: String, from: Double, to: Double)
    case rewound(by: String)
    case slowedDown(by: String)
    case speedRestored
}

extension SyncplayNotice {
    /// Who made the change; nil for one nobody made.
    var author: String? {
        switch self {
        case let .paused(who, _), let .unpaused(who), let .seeked(who, _, _), let .rewound(who), let .slowedDown(who): who
        case .speedRestored: nil
        }
    }
}
