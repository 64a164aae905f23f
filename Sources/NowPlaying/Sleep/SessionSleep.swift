import Commands
import Playback

/// The session's sleep timer at work: it reads the moment from the item playing, carries out
/// what `SleepTimer` says is due (a step of the fade, the pause) on the primary or on the
/// interstitial playing, and gives the volume back once the timer is over. The session tells it
/// whether playback plays, and starts the next item itself when the timer stops at an item's end.
final class SessionSleep {
    /// The timer's arithmetic.
    let timer = SleepTimer()
    private let playback: ItemPlayback
    private let interstitials: InterstitialPresentation
    private let clock: SessionClock

    init(playback: ItemPlayback, interstitials: InterstitialPresentation, clock: SessionClock) {
        self.playback = playback
        self.interstitials = interstitials
        self.clock = clock
    }

    /// Called when the timer has paused playback (its position is worth saving now).
    var onSleep: (() -> Void)? {
        get { timer.onSleep }
        set { timer.onSleep = newValue }
    }

    /// Whether the timer pauses where an item ends: the next must then not be queued ahead.
    var stopsAtItemEnd: Bool { timer.stopsAtItemEnd }

    /// Sets the timer, or turns it off; a fade under way is undone first. A timer for the end
    /// of an item or chapter needs an item.
    func set(_ request: SleepTimerRequest, hasItem: Bool, playing: Bool) -> RemoteCommandStatus {
        let moment = moment(playing: playing)
        if request == .endOfItem || request == .endOfChapter, !hasItem { return .noActionableNowPlayingItem }
        restoreVolume(timer.arm(request, at: moment))
        return .success
    }

    /// A person changing the volume during the fade is awake: the timer stops and the volume is
    /// what it was before the fade, for the change to start from.
    func wake() {
        guard timer.fadeFrom != nil else { return }
        restoreVolume(timer.disarm())
    }

    /// The timer as a snapshot shows it.
    func info(playing: Bool) -> SleepTimerInfo? { timer.info(moment(playing: playing)) }

    /// When the timer next needs the loop; nil while paused or without a timer.
    func deadline(playing: Bool, margin: Double) -> Double? {
        guard timer.isArmed else { return nil }
        return timer.deadline(moment(playing: playing), margin: margin)
    }

    /// Carries out what the timer says is due now: a step of the fade, or the pause. Called
    /// before every snapshot.
    func follow(playing: Bool) {
        guard timer.isArmed else { return }
        let moment = moment(playing: playing)
        timer.follow(moment)
        switch timer.due(moment, volume: playback.state.volume) {
        case .nothing: break
        case let .fade(volume): try? playback.setVolume(volume)
        case let .pause(landing):
            if interstitials.presenting != nil {
                try? interstitials.setPaused(true)
            } else {
                try? playback.setPaused(true)
                // The pause comes a hair after the chapter's end: playback waits at the very start of the next.
                if let landing { try? playback.seek(to: landing) }
            }
            fallAsleep()
        }
    }

    /// The timer is over: the volume is given back and the owner told.
    func fallAsleep() {
        restoreVolume(timer.disarm())
        timer.onSleep?()
    }

    private func restoreVolume(_ volume: Double?) {
        if let volume { try? playback.setVolume(volume) }
    }

    private func moment(playing: Bool) -> SleepTimer.Moment {
        let item = playback.item
        return SleepTimer.Moment(now: clock.monotonic(), playing: playing,
                                 media: item.loaded ? item.landing ?? playback.mediaTime : nil,
                                 speed: playback.state.speed, itemEnd: item.mediaDuration,
                                 chapterStarts: item.chapters.map(\.time))
    }
}
