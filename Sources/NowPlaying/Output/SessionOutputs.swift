import Playback

/// Where the sound goes (the AirPlay route picker's counterpart): the outputs mpv lists, the one
/// a person chooses, the one remembered from last time, and the default when the one in use
/// goes away. It plays through an output on the item's player and on the interstitials' player.
/// A session's (`NowPlayingSession.outputs`).
public final class SessionOutputs {
    /// The audio output drivers the players use (`--ao`): outputs of others are not offered.
    public var drivers = AudioDrivers.any
    /// Called when a person chooses an output, and when the one in use goes away.
    public var onDevice: ((AudioDeviceNotification) -> Void)?
    /// Publishes the session's snapshot (the list read by `watch`).
    var publish: () -> Void = {}
    /// Whether mpv's list of outputs is followed (see `startWatching`).
    private var watches = false
    private var silent = SilentOutput()
    private let playback: ItemPlayback
    private let interstitialPlayer: PlayerDriving?

    init(playback: ItemPlayback, interstitialPlayer: PlayerDriving?) {
        self.playback = playback
        self.interstitialPlayer = interstitialPlayer
    }

    /// Tells `onDevice` once when `event` says mpv could open no audio output.
    func follow(_ event: PlayerEvent) {
        if silent.isFirst(event, drivers: drivers) { onDevice?(.unavailable) }
    }

    /// Plays through the output published under `name`, at once: mpv reopens its audio output
    /// where it is, so the gap is the device switch itself. The list must be watched already.
    func choose(_ name: String) throws(MPVError) -> RemoteCommandStatus {
        guard let device = playback.state.audioDevices.first(where: { AudioDeviceInfo($0).name == name }) else {
            return .commandFailed("No audio output is named '\(Sanitized.line(name))'")
        }
        guard drivers.allow(device.name) else {
            return .commandFailed("'\(AudioDeviceInfo(device).label)' is not used: --ao plays through another output")
        }
        try use(device.name)
        onDevice?(.chosen(device.name))
        return .success
    }

    /// Reads the outputs mpv lists and follows them from now on (devices plugged in or out).
    /// Not at start: listing them wakes every sound system mpv knows (ALSA, JACK, PulseAudio,
    /// PipeWire…), which costs a player 1.6 MiB and start-up CPU whether anyone looks or not.
    /// True when the list was read now. Publishes nothing: the next snapshot carries them (a
    /// socket client's first request publishes one, so that a command is not preceded by a
    /// snapshot of the state before it).
    @discardableResult
    public func startWatching() -> Bool {
        guard !watches else { return false }
        watches = true
        var read = false
        if case let .audioDevices(list)? = playback.player.current(.audioDeviceList) {
            playback.state.audioDevices = list
            read = true
        }
        try? playback.player.observe([.audioDeviceList])
        return read
    }

    /// Reads the outputs mpv lists, publishes them and follows them from now on. Not at start:
    /// the tile, a client of the socket or a chosen output asks for it.
    public func watch() {
        if startWatching() { publish() }
    }

    /// Plays through an output remembered from an earlier run, when mpv lists it now; call it
    /// before the first item loads, so that nothing has to reopen. False when it is not listed,
    /// or not of a driver in effect; an output restored is watched, to notice it going away.
    @discardableResult
    public func restoreRemembered(_ name: String) -> Bool {
        guard restore(name) else { return false }
        watch()
        return true
    }

    private func restore(_ name: String) -> Bool {
        guard name != AudioDevice.automatic, drivers.allow(name),
              case let .audioDevices(list)? = playback.player.current(.audioDeviceList),
              list.contains(where: { $0.name == name }) else { return false }
        playback.state.audioDevices = list
        do {
            try use(name)
        } catch {
            return false
        }
        return true
    }

    /// A new list of outputs (a device plugged in or out): when the one in use has left it,
    /// playback goes back to the default and says so, once.
    func follow(_ list: [AudioDevice]) {
        let current = playback.state.audioDevice
        guard current != AudioDevice.automatic, !list.contains(where: { $0.name == current }),
              let gone = playback.state.audioDevices.first(where: { $0.name == current }) else { return }
        do {
            try use(AudioDevice.automatic)
        } catch {
            return
        }
        onDevice?(.lost(AudioDeviceInfo(gone)))
    }

    /// The outputs a snapshot offers: those of the drivers in effect.
    func offered(_ devices: [AudioDevice]) -> [AudioDevice] {
        devices.filter { drivers.allow($0.name) }
    }

    private func use(_ name: String) throws(MPVError) {
        try playback.setAudioDevice(name)
        // An ad plays where the item does; should its player refuse, the item's choice still stands.
        try? interstitialPlayer?.setAudioDevice(name)
    }
}
