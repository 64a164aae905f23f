import EventLoop
import NowPlaying
import Settings
import Stage

extension App {
    /// Puts the config's values into the session: intervals, speeds, ads, chapter actions.
    func apply(_ config: Config) {
        stage.apply(SessionSettings(config))
        session.adSkipAfter = config.ads.skipAfter
        applyAudio(config)
        // Live Text turned on while a video is paused arms its deadline at the publish below.
        session.features.liveTextAfter = config.video.liveText ? config.video.liveTextAfter : nil
        keepOpenAtEnd = config.ui.idle || options.idle || plan.startsEmpty || plan.restored != nil
        keepPlayingOnHangup = config.ui.keepPlayingOnHangup
        stage.pipInactive = config.pip.inactive == .pause ? .pause : .mute
        applyNotifications(config)
        session.publishChanges()
    }

    /// Re-reads the config when its file changes and on `reload-config`. An invalid edit keeps
    /// the old config whole and says why in one line; nothing is half applied.
    func watchConfig() {
        guard let location = configLocation, let watcher = FileWatcher(path: location.path) else { return }
        configWatcher = watcher
        watcher.watch(on: loop) { [unowned self] in reloadConfig() }
    }

    /// Loads the config again and applies it, or keeps the old one with a notice.
    @discardableResult
    func reloadConfig() -> Bool {
        switch Config.load(from: configLocation) {
        case let .success(config):
            apply(config)
            tile?.apply(config)
            network.apply(config)
            notice("config reloaded")
            return true
        case let .failure(errors):
            let first = errors.errors.first?.description ?? "invalid config"
            let more = errors.errors.count > 1 ? " (and \(errors.errors.count - 1) more)" : ""
            notice("config not reloaded: \(first)\(more)")
            return false
        }
    }
}

extension App {
    /// Gapless joins and ReplayGain on the player. An option the user set in `[mpv]` is theirs:
    /// raw options come after PlayDeck's own, at start and on every reload.
    func applyAudio(_ config: Config) {
        session.features.playsGapless = config.audio.gapless
        let own = [("gapless-audio", config.audio.gapless ? "weak" : "no"),
                   ("prefetch-playlist", config.audio.gapless ? "yes" : "no"),
                   ("replaygain", config.audio.replayGain.rawValue)]
        let users = Set(config.mpv.map(\.name))
        for (name, value) in own where !users.contains(name) {
            do { try stage.main.player.setOption(name, value) } catch { notice("audio: mpv refused \(name)=\(value): \(error)") }
        }
    }
}

extension SessionSettings {
    /// The config's skip intervals, speeds and chapter actions.
    init(_ config: Config) {
        self.init(forward: config.skip.forward, backward: config.skip.backward,
                  speeds: config.speed.speeds.map { PlaybackSpeed(rate: $0.rate, localizedName: $0.name) },
                  defaultRate: config.speed.defaultRate,
                  chapterActions: ChapterActionRules(intro: config.actions.introChapters, credits: config.actions.creditsChapters))
    }
}
