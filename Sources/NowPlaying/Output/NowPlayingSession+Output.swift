import Playback

/// Where the sound goes (the AirPlay route picker's counterpart): the outputs mpv lists, the one
/// a person chooses, the one remembered from last time, and the default when the one in use
/// goes away.
extension NowPlayingSession {
    /// Plays through the output published under `name`, at once: mpv reopens its audio output
    /// where it is, so the gap is the device switch itself.
    func chooseAudioDevice(_ name: String) throws(MPVError) -> RemoteCommandStatus {
        watchAudioDevices()
        guard let device = playback.state.audioDevices.first(where: { AudioDeviceInfo($0).name == name }) else {
            return .commandFailed("No audio output is named '\(Sanitized.line(name))'")
        }
        guard audioDrivers.allow(device.name) else {
            return .commandFailed("'\(AudioDeviceInfo(device).label)' is not used: --ao plays through another output")
        }
        try useAudioDevice(device.name)
        onAudioDevice?(.chosen(device.name))
        return .success
    }

    /// Reads the outputs mpv lists, publishes them and follows them from now on (devices plugged
    /// in or out). Not at start: listing them wakes every sound system mpv knows (ALSA, JACK,
    /// PulseAudio, PipeWire…), which costs a player 1.6 MiB and start-up CPU whether anyone
    /// looks or not; the tile, a client of the socket or a chosen output asks for it.
    public func watchAudioDevices() {
        if startWatchingAudioDevices() { publish() }
    }

    /// Reads and follows the outputs as `watchAudioDevices` does, but publishes nothing: the next
    /// snapshot carries them. A socket client's first request publishes one (a command) or asks
    /// for one (`publishChanges`), so that a command is not preceded by a snapshot of the state
    /// before it. True when the list was read now.
    @discardableResult
    public func startWatchingAudioDevices() -> Bool {
        guard !watchesAudioDevices else { return false }
        watchesAudioDevices = true
        var read = false
        if case let .audioDevices(list)? = primary.current(.audioDeviceList) {
            playback.state.audioDevices = list
            read = true
        }
        try? primary.observe([.audioDeviceList])
        return read
    }

    /// Plays through an output remembered from an earlier run, when mpv lists it now; call it
    /// before the first item loads, so that nothing has to reopen. False when it is not listed,
    /// or not of a driver in effect (`audioDrivers`).
    @discardableResult
    public func restoreAudioDevice(_ name: String) -> Bool {
        guard name != AudioDevice.automatic, audioDrivers.allow(name),
              case let .audioDevices(list)? = primary.current(.audioDeviceList),
              list.contains(where: { $0.name == name }) else { return false }
        playback.state.audioDevices = list
        do {
            try useAudioDevice(name)
        } catch {
            return false
        }
        // An output that goes away must be noticed: its list is followed from now on.
        watchAudioDevices()
        return true
    }

    /// A new list of outputs (a device plugged in or out): when the one in use has left it,
    /// playback goes back to the default and says so, once.
    func followAudioDevices(_ list: [AudioDevice]) {
        let current = playback.state.audioDevice
        guard current != AudioDevice.automatic, !list.contains(where: { $0.name == current }),
              let gone = playback.state.audioDevices.first(where: { $0.name == current }) else { return }
        do {
            try useAudioDevice(AudioDevice.automatic)
        } catch {
            return
        }
        onAudioDevice?(.lost(AudioDeviceInfo(gone)))
    }

    private func useAudioDevice(_ name: String) throws(MPVError) {
        try playback.setAudioDevice(name)
        // An ad plays where the item does; should its player refuse, the item's choice still stands.
        try? interstitials.player?.setAudioDevice(name)
    }
}
