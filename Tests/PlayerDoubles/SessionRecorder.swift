import NowPlaying

/// What a session tells its owner, kept in order — the snapshots it published while active,
/// its interstitial notifications, its failed items, the ends of its queue, its audio outputs — wired the way
/// PlayDeck wires a session, for the harnesses over real and fake players alike.
public final class SessionRecorder {
    /// Every snapshot the info center published for the session, in order.
    public private(set) var published: [NowPlayingInfo] = []
    /// Every interstitial notification, in order.
    public private(set) var notifications: [InterstitialNotification] = []
    /// Every item that failed, with its error.
    public private(set) var failures: [(item: MediaItem, error: ItemFailure)] = []
    /// How many times the queue ended.
    public private(set) var queueEnded = 0
    /// Every audio output chosen or lost, in order.
    public private(set) var outputs: [AudioDeviceNotification] = []

    /// Listens to `session` and to what `infoCenter` publishes for it; `handlers` installs the
    /// player targets and `activate` makes it the active session, as the program does.
    public init(session: NowPlayingSession, infoCenter: NowPlayingInfoCenter, handlers: Bool, activate: Bool) {
        session.onInterstitial = { [unowned self] in notifications.append($0) }
        session.onItemFailed = { [unowned self] in failures.append(($0, $1)) }
        session.onQueueEnded = { [unowned self] in queueEnded += 1 }
        session.outputs.onDevice = { [unowned self] in outputs.append($0) }
        if handlers {
            session.installPlayerTargets()
            session.installPlainAdding()
        }
        infoCenter.addObserver { [weak self, weak infoCenter, weak session] info in
            guard let self, let session, infoCenter?.activeSession === session else { return }
            published.append(info)
        }
        if activate { session.becomeActiveIfPossible() }
    }
}

extension NowPlayingSession {
    /// Handles `open` and `add` as the stage does, with the location as the one item (the
    /// stage expands folders and playlists; a session alone has no handler for them).
    public func installPlainAdding() {
        remoteCommandCenter.command(.addItem).addTarget { [unowned self] command in
            QueueEditor(self).add(command, items: command.location.map { [MediaItem(url: $0)] } ?? [])
        }
    }
}
