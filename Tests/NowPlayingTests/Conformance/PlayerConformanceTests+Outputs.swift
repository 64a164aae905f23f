import Playback
import Testing

/// The audio outputs: what mpv lists and what it plays through, which the fake must report alike.
extension PlayerConformanceTests {
    @Test(arguments: PlayerKind.allCases)
    func theOutputsListTheDefaultFirstAndAnOutputSetByNameReadsBack(kind: PlayerKind) throws {
        let rig = try ConformanceRig(kind)
        // The list is observed only once someone asks (SessionOutputs.watch).
        try rig.player.observe([.audioDeviceList])
        let listed = try rig.waitFor("the outputs") { if case .propertyChanged(.audioDevices) = $0 { true } else { false } }
        guard case let .propertyChanged(.audioDevices(devices)) = rig.events[listed] else { return }
        #expect(devices.first == AudioDevice(name: "auto", description: "Autoselect device"))
        #expect(Set(devices.map(\.name)).count == devices.count, "each output once")
        #expect(rig.player.current(.audioDeviceList) == .audioDevices(devices))
        try rig.waitFor("the output playing") { $0 == .propertyChanged(.audioDevice("auto")) }
        // mpv takes any name, listed or not; the session is what refuses one it does not list.
        for name in ["alsa", "nowhere/at-all", "auto"] {
            let from = rig.events.count
            try rig.player.setAudioDevice(name)
            try rig.waitFor("\(name) reported", from: from) { $0 == .propertyChanged(.audioDevice(name)) }
            #expect(rig.player.current(.audioDevice) == .audioDevice(name))
        }
    }
}
