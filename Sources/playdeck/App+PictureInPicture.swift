import EventLoop
import NowPlaying
import Playback
import ControlCenter
import Settings

/// The picture in picture session and its own libmpv player, while one is open.
final class PictureInPictureSlot {
    let player: Player
    /// Draws its video in the tile, when video is drawn there.
    let renderer: VideoRenderer?
    let session: NowPlayingSession
    let pair: PictureInPicture
    /// Why its item could not play, said once when it closes.
    var failure: String?
    /// What wakes its session: the loop watches each while it is open.
    var wakeups: [SessionWakeup] { SessionWakeups.list(for: session, player: player) }

    init(player: Player, renderer: VideoRenderer?, session: NowPlayingSession, pair: PictureInPicture) {
        self.player = player
        self.renderer = renderer
        self.session = session
        self.pair = pair
    }
}

/// What a picture in picture player is started with: the config's `[pip]` and `[mpv]`.
struct PictureInPictureOptions {
    var inactive = PictureInPicture.Inactive.mute
    var mpv: [(String, String)] = []

    init() {}

    init(_ config: Config) {
        inactive = config.pip.inactive == .pause ? .pause : .mute
        mpv = config.mpv.map { ($0.name, $0.value) }
    }
}

extension App {
    private static let pipDeadlineKey = "pip-session", pipCloseKey = "pip-close"

    /// The session that publishes and takes commands: the main one, or picture in picture after a swap.
    var activeSession: NowPlayingSession { pip?.pair.active ?? session }

    /// `pip ITEM`: plays `target` in picture in picture, in a player of its own; an open one
    /// plays it instead of its item. `start` and `paused`: where and how a handed-over one was.
    func openPictureInPicture(_ target: String, start: Double? = nil, paused: Bool = false) -> RemoteCommandStatus {
        var item = MediaItem(url: target)
        item.startTime = start
        if let pip {
            pip.failure = nil
            pip.pair.play([item])
            return .success
        }
        let slot: PictureInPictureSlot
        do {
            slot = try makePictureInPicture()
        } catch {
            return .commandFailed("cannot start a player for picture in picture: \(error)")
        }
        pip = slot
        watch(slot)
        slot.session.startsPaused = paused
        if let renderer = slot.renderer { tile?.showPictureInPictureVideo(RendererFrameSource(renderer: renderer, player: slot.player)) }
        slot.pair.play([item])
        return .success
    }

    /// `pip-swap`: the other session becomes the active one; the tile, MPRIS and the socket follow.
    func swapPictureInPicture() -> RemoteCommandStatus {
        guard let pip else { return .noActionableNowPlayingItem }
        // Before the new snapshot reaches the tile: it finds the players' frames already traded.
        tile?.swapPictureInPictureVideo()
        pip.pair.swap()
        // The one now active publishes its time-based changes (an ad beginning) from now on.
        scheduleSessionDeadline(for: session, key: Self.sessionDeadlineKey)
        scheduleSessionDeadline(for: pip.session, key: Self.pipDeadlineKey)
        return .success
    }

    /// `pip-close`: ends picture in picture; the main session is the active one again. A main
    /// queue that ended while it played ends now (`endingMain`), as it would have then.
    @discardableResult
    func closePictureInPicture(endingMain: Bool = true) -> RemoteCommandStatus {
        guard let pip else { return .noActionableNowPlayingItem }
        if pip.pair.active !== session { tile?.swapPictureInPictureVideo() }
        tile?.showPictureInPictureVideo(nil)
        self.pip = nil
        // Closing may publish once more: nothing is to be armed for a session that goes.
        pip.session.onDeadlineMayChange = nil
        loop.cancel(Self.pipDeadlineKey)
        loop.cancel(Self.pipCloseKey)
        for wakeup in pip.wakeups { loop.unwatch(wakeup.descriptor) }
        pip.pair.close()
        pip.player.close()
        if let failure = pip.failure { notice(failure, keep: true) }
        if endingMain, session.currentItem == nil { session.onQueueEnded?() }
        return .success
    }

    private func makePictureInPicture() throws -> PictureInPictureSlot {
        // Its video is drawn where the main one's is: in the tile (its corner, or all of it once
        // swapped) through a renderer of its own; else it has none (the corner shows its kind).
        var playerOptions = PlayerOptions(audioOutput: options.ao, videoOutput: videoRenderer == nil ? "null" : "libmpv")
        playerOptions.extraOptions = pipOptions.mpv
        let player = try Player(options: playerOptions)
        var renderer: VideoRenderer?
        if videoRenderer != nil {
            try player.setOption("video-timing-offset", "0")
            renderer = try player.makeVideoRenderer()
        }
        try player.observe(NowPlayingSession.observedProperties)
        let pipSession = NowPlayingSession(primary: player, infoCenter: infoCenter)
        pipSession.preferredLanguages = session.preferredLanguages
        pipSession.audioDrivers = session.audioDrivers
        pipSession.speeds = session.speeds
        pipSession.chapterActionRules = session.chapterActionRules
        pipSession.remoteCommandCenter.skipForward.preferredIntervals = session.remoteCommandCenter.skipForward.preferredIntervals
        pipSession.remoteCommandCenter.skipBackward.preferredIntervals = session.remoteCommandCenter.skipBackward.preferredIntervals
        pipSession.installPlayerTargets()
        let slot = PictureInPictureSlot(player: player, renderer: renderer, session: pipSession,
                                        pair: PictureInPicture(main: session, pip: pipSession, inactive: pipOptions.inactive))
        pipSession.onItemFailed = { [unowned slot] item, failure in
            slot.failure = "\(Sanitized.line(item.url)): cannot play in picture in picture: \(Sanitized.line(failure.description))"
        }
        // Its item played out or failed: closed once the session has finished handling its events.
        pipSession.onQueueEnded = { [unowned self] in
            loop.schedule(Self.pipCloseKey, after: 0) { [unowned self] in closePictureInPicture() }
        }
        return slot
    }

    private func watch(_ slot: PictureInPictureSlot) {
        let pipSession = slot.session
        pipSession.onDeadlineMayChange = { [unowned self, unowned pipSession] in
            scheduleSessionDeadline(for: pipSession, key: Self.pipDeadlineKey)
        }
        for wakeup in slot.wakeups { loop.watchWakeup(wakeup.descriptor, wakeup.deliver) }
    }

    /// Puts the config's skip intervals, speeds and chapter actions into `target`: the main
    /// session, and at a reload picture in picture's too.
    func applySkipsAndSpeeds(_ config: Config, to target: NowPlayingSession) {
        let center = target.remoteCommandCenter
        center.skipForward.preferredIntervals = config.skip.forward
        center.skipBackward.preferredIntervals = config.skip.backward
        let speeds = config.speed.speeds.map { PlaybackSpeed(rate: $0.rate, localizedName: $0.name) }
        if target.speeds.speeds != speeds || target.speeds.defaultSpeed.rate != config.speed.defaultRate {
            target.speeds = SpeedSelection(speeds: speeds, defaultRate: config.speed.defaultRate)
        }
        target.chapterActionRules = ChapterActionRules(intro: config.actions.introChapters, credits: config.actions.creditsChapters)
        if target !== session { target.publishChanges() }
    }
}
