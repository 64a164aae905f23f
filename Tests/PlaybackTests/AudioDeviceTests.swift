import Playback
import Testing
import TestSupport

/// mpv's outputs as `Player` reads them from real libmpv (ao=null plays; the list is every
/// output mpv's drivers find on this machine, the default first).
@Suite struct AudioDeviceTests {
    func devices(_ harness: PlayerHarness) -> [AudioDevice] {
        if case let .audioDevices(list)? = harness.player.current(.audioDeviceList) { list } else { [] }
    }

    @Test func theListIsReadWithTheDefaultFirstAndEveryEntryNamedAndDescribed() throws {
        let harness = try PlayerHarness()
        try harness.player.observe([.audioDeviceList])
        let event = try harness.waitFor { if case .propertyChanged(.audioDevices) = $0 { true } else { false } }
        let list = devices(harness)
        #expect(event == .propertyChanged(.audioDevices(list)))
        #expect(list.first == AudioDevice(name: AudioDevice.automatic, description: "Autoselect device"))
        #expect(list.allSatisfy { !$0.name.isEmpty && !$0.description.isEmpty })
    }

    @Test func anOutputSetByNameWhilePlayingReadsBackAndPlaybackGoesOn() throws {
        let harness = try PlayerHarness()
        try harness.player.observe([.audioDevice, .timePosition])
        try harness.play(try Fixtures.tone(seconds: 20))
        let other = try #require(devices(harness).first { $0.name != AudioDevice.automatic },
                                 "mpv lists an output besides the default (ALSA's at least)")
        try harness.player.setAudioDevice(other.name)
        try harness.waitFor { $0 == .propertyChanged(.audioDevice(other.name)) }
        #expect(harness.player.current(.audioDevice) == .audioDevice(other.name))
        guard case let .timePosition(switched?)? = harness.player.current(.timePosition) else {
            Issue.record("no position"); return
        }
        try harness.waitFor { if case let .propertyChanged(.timePosition(t?)) = $0 { t > switched + 0.5 } else { false } }
        try harness.player.setAudioDevice(AudioDevice.automatic)
        try harness.waitFor { $0 == .propertyChanged(.audioDevice(AudioDevice.automatic)) }
    }
}
