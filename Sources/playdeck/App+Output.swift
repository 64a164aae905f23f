import Library
import NowPlaying

extension App {
    /// Plays through the output chosen last time when it is there now, remembers each new
    /// choice, and says so when the output in use goes away (playback is back on the default).
    func rememberAudioDevice() {
        let store = AudioDeviceStore.standard(environment: Environment.current)
        if let name = store?.device() { session.restoreAudioDevice(name) }
        session.onAudioDevice = { [unowned self] event in
            switch event {
            case let .chosen(name):
                do {
                    try store?.save(name)
                } catch {
                    notice("cannot remember the audio output: \(error)")
                }
            case let .lost(device):
                // The choice stays remembered: the next start uses it again if it is back.
                notice("\(device.label) is gone: playing on the default output")
            }
        }
    }
}
