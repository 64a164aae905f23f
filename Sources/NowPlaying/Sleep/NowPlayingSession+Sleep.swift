import Commands
import Playback

extension NowPlayingSession {
    /// Called when the sleep timer has paused playback (its position is worth saving now).
    public var onSleep: (() -> Void)? {
        get { sleepTimer.onSleep }
        set { sleepTimer.onSleep = newValue }
    }

    /// Sets the sleep timer, or turns it off; a fade under way is undone first.
    func setSleepTimer(_ request: SleepTimerRequest) -> RemoteCommandStatus {
        let moment = sleepMoment()
        if request == .endOfItem || request == .endOfChapter, currentItem == nil { return .noActionableNowPlayingItem }
        restoreVolume(sleepTimer.arm(request, at: moment))
        return .success
    }

    /// A person changing the volume during the fade is awake: the timer stops and the volume is
    /// what it was before the fade, for the change to start from.
    func wakeFromSleepFade() {
        guard sleepTimer.fadeFrom != nil else { return }
        restoreVolume(sleepTimer.disarm())
    }

    /// The timer as a snapshot shows it.
    var sleepTimerInfo: SleepTimerInfo? { sleepTimer.info(sleepMoment()) }

    /// When the timer next needs the loop; nil while paused or without a timer.
    var sleepDeadline: Double? {
        guard sleepTimer.isArmed else { return nil }
        return sleepTimer.deadline(sleepMoment(), margin: Self.deadlineMargin)
    }

    /// Carries out what the timer says is due now: a step of the fade, or the pause. Called
    /// before every snapshot.
    func followSleepTimer() {
        guard sleepTimer.isArmed else { return }
        let moment = sleepMoment()
        sleepTimer.follow(moment)
        switch sleepTimer.due(moment, volume: playback.state.volume) {
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

    /// The current item played out under a timer that stops there: the next item (if any) is
    /// loaded paused, and the timer is over. False when no such timer runs.
    func sleepAtItemEnd() -> Bool {
        guard sleepTimer.stopsAtItemEnd else { return false }
        if let next = queue.afterEnd { start(next, paused: true) } else { finishQueue() }
        fallAsleep()
        return true
    }

    private func fallAsleep() {
        restoreVolume(sleepTimer.disarm())
        sleepTimer.onSleep?()
    }

    private func restoreVolume(_ volume: Double?) {
        if let volume { try? playback.setVolume(volume) }
    }

    private func sleepMoment() -> SleepTimer.Moment {
        let item = playback.item
        return SleepTimer.Moment(now: clock.monotonic(), playing: state == .playing,
                                 media: item.loaded ? item.landing ?? playback.mediaTime : nil,
                                 speed: playback.state.speed, itemEnd: item.mediaDuration,
                                 chapterStarts: item.chapters.map(\.time))
    }
}
