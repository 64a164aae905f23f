import Commands
import EventLoop
import Library
import Locations
import NowPlaying
import Playback

/// What plays in this process: the main session on its players, picture in picture and
/// multiview beside it, each session hooked to the loop in one place (`SessionLink`), and the
/// program's own commands carried out through every session's command center. Every client —
/// the tile, the control socket, MPRIS — is served by its one `source`.
public final class Stage {
    /// The program's loop.
    public let loop: EventLoop
    /// Where the active session publishes.
    public let infoCenter: NowPlayingInfoCenter
    /// Makes every player.
    public let factory: PlayerFactory
    /// The one server-side source.
    public let source: SessionSource
    /// The main player (and its renderer when video is drawn in the tile).
    public let main: StagePicture
    /// Plays interstitial events; made only when an item has some.
    public let interstitialPlayer: Player?
    /// The main session.
    public let session: NowPlayingSession
    /// Where pictures are shown (the tile), when there is one.
    public weak var display: StageDisplay?
    /// What the session that is not active does while picture in picture is open.
    public var pipInactive = PictureInPicture.Inactive.mute
    /// The library `library-add` reads and `library-scan` writes; nil when there is no place for one.
    public var libraryPath: String?
    /// Where `save NAME` and `load NAME` keep playlists (`PlaylistFolder`); nil when there is no place for them.
    public var playlistsFolder: String?
    /// The queue item a `subsonic://NAME/ID` path names (a song the Library panel listed, with its
    /// stream URL), for `add` and `open`; nil: none.
    public var serverItem: ((String) -> MediaItem?)?
    /// Asks the server for a `subsonic://NAME/ID` song no list showed; the answer comes later, on the loop.
    public var serverItemLater: ((String, @escaping (Result<MediaItem, ServerItemFailure>) -> Void) -> Void)?
    /// A folder `library-scan` added was scanned (or failed): the library may have changed.
    public var onLibraryChanged: () -> Void = {}
    /// `quit`, from any remote.
    public var onQuit: () -> Void = {}
    /// `reload-config`: true when the config was read and applied.
    public var onReloadConfig: () -> Bool = { false }
    /// `together …`: the Syncplay room's commands, which the program's network remotes carry out.
    public var onTogether: (TogetherRequest) -> RemoteCommandStatus = { _ in .unsupported }
    /// `scrobble-flush`: starts sending the listens waiting (its report comes later), or why not.
    public var onFlushListens: () -> RemoteCommandStatus = { .commandFailed("this player publishes no listens") }
    /// A line for the person (`keep`: also once the tile has given the terminal back).
    public var onNotice: (_ line: String, _ keep: Bool) -> Void = { _, _ in }
    /// The main queue ended, picture in picture closed (or never open).
    public var onQueueEnded: () -> Void = {}
    /// Each batch of the main player's events, once the session has handled them.
    public var onPrimaryEvents: ([PlayerEvent]) -> Void = { _ in }
    /// Multiview's drifts at each correction (`--trace-latency`).
    public var onMultiviewDrift: (([Double]) -> Void)?
    private var pip: PictureInPictureStage?
    private lazy var keeping = SessionKeeping(session: session) { [unowned self] in onNotice($0, false) }
    private lazy var stars = QueueStars(stage: self)
    private var multiview: MultiviewStage?
    private(set) lazy var libraryScans = {
        let scans = LibraryScans(loop: loop, environment: ProcessEnvironment.current)
        scans.onNotice = { [unowned self] in onNotice($0, false) }
        scans.onEnded = { [unowned self] in onLibraryChanged() }
        return scans
    }()
    private lazy var mainLink = SessionLink(
        loop: loop, session: session,
        wakeups: SessionWakeups.list(for: session, player: main.player, interstitialPlayer: interstitialPlayer,
                                     primary: { [unowned self] events in
                                         onPrimaryEvents(events)
                                         multiview?.primaryDidChange(events)
                                     }),
        key: "session")

    /// Starts the main player (and one for interstitials when `interstitials`) and its session,
    /// the active one; `source` serves it (one is made when none is given: a tile may have
    /// subscribed to it before any player started). Nothing is watched before `start()`.
    public init(loop: EventLoop, infoCenter: NowPlayingInfoCenter, factory: PlayerFactory, source: SessionSource? = nil,
                interstitials: Bool) throws(MPVError) {
        self.loop = loop
        self.infoCenter = infoCenter
        self.factory = factory
        main = try factory.make(.view)
        interstitialPlayer = interstitials ? try factory.make(.sound).player : nil
        session = NowPlayingSession(primary: main.player, interstitialPlayer: interstitialPlayer, infoCenter: infoCenter)
        session.outputs.drivers = factory.audioDrivers
        self.source = source ?? SessionSource(infoCenter: infoCenter)
        session.installPlayerTargets()
        ProgramTargets(stage: self).install(on: session)
        session.becomeActiveIfPossible()
        session.onQueueEnded = { [unowned self] in
            // Picture in picture plays on: the end waits until it closes.
            if pip == nil { onQueueEnded() }
        }
    }

    /// Hooks the main session to the loop.
    public func start() {
        mainLink.attach()
        stars.watch()
    }

    /// The session that publishes and takes commands: the main one, or picture in picture after a swap.
    public var activeSession: NowPlayingSession { pip?.pair.active ?? session }

    /// Puts the config's skips, speeds and chapter actions into every session.
    public func apply(_ settings: SessionSettings) {
        settings.apply(to: session)
        if let pip {
            settings.apply(to: pip.session)
            pip.session.publishChanges()
        }
    }

    /// Keeps what a person expects to find again: resume positions of the items `rules` name
    /// (`items` start where they stopped), bookmarks, the audio output chosen, the session; each
    /// store only when there is one.
    public func keep(positions: (store: ResumeStore, rules: ResumeRules)?, bookmarks: BookmarkStore?, audioDevice: AudioDeviceStore?,
                     session sessionStore: SessionStore? = nil, starting items: inout [MediaItem]) {
        if let positions { keeping.keepPositions(in: positions.store, rules: positions.rules, starting: &items) }
        if let bookmarks { keeping.keepBookmarks(in: bookmarks) }
        if let audioDevice { keeping.keepAudioDevice(in: audioDevice) }
        if let sessionStore {
            keeping.keepSession(in: sessionStore, loop: loop)
            mainLink.onChange = { [unowned self] in keeping.sessionDidChange() }
        }
    }

    /// Puts the last session back (`QueuePlan.restored`): its queue, the current item paused
    /// at its place.
    public func restore(_ queue: PlayQueue, current: Int?) {
        keeping.restore(queue, current: current)
    }

    /// Lets everything go: where the main session got to is saved, picture in picture and
    /// multiview close, the players end.
    public func close() {
        keeping.rememberCurrentPosition()
        session.features.abandonTrim()
        closePictureInPicture(endingMain: false)
        multiview?.close()
        multiview = nil
        mainLink.detach()
        interstitialPlayer?.close()
        main.player.close()
    }
}

// MARK: - Picture in picture and multiview

extension Stage {
    /// `pip ITEM`: plays `target` in picture in picture, in a player of its own; an open one
    /// plays it instead of its item. `start` and `paused`: where and how a handed-over one was.
    /// A server's song (`subsonic://NAME/ID`) plays its stream: the queue's own item when the
    /// queue holds it, else one a server list showed, else the server is asked for it first.
    public func openPictureInPicture(_ target: String, start: Double? = nil, paused: Bool = false) -> RemoteCommandStatus {
        guard LocationRule.scheme(of: target)?.lowercased() == "subsonic" else {
            return openPictureInPicture(MediaItem(url: target), start: start, paused: paused)
        }
        if let item = session.queue.items.first(where: { $0.url == target }) ?? serverItem?(target) {
            return openPictureInPicture(item, start: start, paused: paused)
        }
        guard let serverItemLater else { return .commandFailed("\(Sanitized.line(target)): no server here") }
        QueueAdding.ask(for: target, asking: serverItemLater, telling: { [weak self] in self?.session.infoCenter.post(feedback: $0) }) {
            [weak self] answer in
            guard let self else { return }
            switch answer {
            case let .success(item):
                if let reason = openPictureInPicture(item, start: start, paused: paused).reason { onNotice(reason, false) }
            case let .failure(failure):
                onNotice("\(Sanitized.line(target)): \(Sanitized.line(failure.line))", false)
            }
        }
        return .success
    }

    private func openPictureInPicture(_ item: MediaItem, start: Double?, paused: Bool) -> RemoteCommandStatus {
        if let pip {
            pip.play(item, start: start, paused: false)
            return .success
        }
        let opened: PictureInPictureStage
        do {
            opened = try PictureInPictureStage(factory: factory, main: session, loop: loop, inactive: pipInactive)
        } catch {
            return .commandFailed("cannot start a player for picture in picture: \(error)")
        }
        ProgramTargets(stage: self).install(on: opened.session)
        // Its item played out or failed: closed once the session has finished handling its events.
        opened.session.onQueueEnded = { [unowned self] in
            loop.schedule("pip-close", after: 0) { [unowned self] in closePictureInPicture() }
        }
        pip = opened
        display?.showPictureInPicture(opened.picture)
        opened.play(item, start: start, paused: paused)
        return .success
    }

    /// `pip-swap`: the other session becomes the active one; the tile, MPRIS and the socket follow.
    public func swapPictureInPicture() -> RemoteCommandStatus {
        guard let pip else { return .noActionableNowPlayingItem }
        // Before the new snapshot reaches the tile: it finds the players' frames already traded.
        display?.swapPictureInPicture()
        pip.swap(mainLink: mainLink)
        return .success
    }

    /// `pip-close`: ends picture in picture; the main session is the active one again. A main
    /// queue that ended while it played ends now (`endingMain`), as it would have then.
    @discardableResult
    public func closePictureInPicture(endingMain: Bool = true) -> RemoteCommandStatus {
        guard let pip else { return .noActionableNowPlayingItem }
        if pip.pair.active !== session { display?.swapPictureInPicture() }
        display?.showPictureInPicture(nil)
        self.pip = nil
        loop.cancel("pip-close")
        pip.close()
        if let failure = pip.failure { onNotice(failure, true) }
        if endingMain, session.currentItem == nil { onQueueEnded() }
        return .success
    }

    /// Picture in picture's session while one is open.
    public var pictureInPictureSession: NowPlayingSession? { pip?.session }

    /// Whether `session` plays and is heard of itself, apart from what quieting it while
    /// inactive changed; nil without picture in picture.
    public func ownState(of session: NowPlayingSession) -> (playing: Bool, muted: Bool)? {
        pip.map { $0.pair.ownState(of: session) }.map { ($0.playing, $0.muted) }
    }

    /// `--multiview`: a player for each view after the first, before anything plays.
    public func prepareMultiview(_ items: [MediaItem]) throws {
        let prepared = try MultiviewStage(items: items, main: session, factory: factory, loop: loop)
        prepared.onDrift = { [unowned self] in onMultiviewDrift?($0) }
        multiview = prepared
    }

    /// The other views' pictures, for the tile's grid.
    public var multiviewPictures: [StagePicture] { multiview?.pictures ?? [] }

    /// Starts every view: view 1 in the main session, the others following it.
    public func playMultiview(_ items: [MediaItem]) throws {
        try multiview?.play(items)
    }

    /// `view N`, `view-enlarge`.
    func performView(_ command: Command) -> RemoteCommandStatus {
        multiview?.perform(command) ?? .disabled("Only multiview (--multiview) has views")
    }
}
