import NowPlaying

/// MPD's outputs over PlayDeck's audio output picker: each output mpv lists is one, numbered in
/// its order (the default, "auto", is 0); the one playing is the only one enabled, since PlayDeck
/// plays through one at a time. Enabling one plays through it; disabling the one playing goes
/// back to the default.
enum MPDOutputCommands {
    static var commands: [MPDCommand] {
        [
            MPDCommand("outputs", .read, arguments: 0...0) { call in
                let info = call.context.nowPlaying
                for (index, device) in info.audioDevices.enumerated() {
                    call.response.add("outputid", index)
                    call.response.add("outputname", device.label)
                    call.response.add("plugin", plugin(device.name))
                    call.response.add("outputenabled", device.name == info.audioDevice ? 1 : 0)
                }
            },
            MPDCommand("enableoutput", .admin, arguments: 1...1) { call throws(MPDError) in try set(call, enabled: true) },
            MPDCommand("disableoutput", .admin, arguments: 1...1) { call throws(MPDError) in try set(call, enabled: false) },
            MPDCommand("toggleoutput", .admin, arguments: 1...1) { call throws(MPDError) in try set(call, enabled: nil) },
            MPDCommand("outputset", .admin, arguments: 3...3) { call throws(MPDError) in
                _ = try device(call)
                throw MPDError(.argument, "Unsupported attribute")
            },
        ]
    }

    /// The output `outputid` names: "No such audio output" when mpv lists none at that place.
    private static func device(_ call: MPDCall) throws(MPDError) -> (AudioDeviceInfo, NowPlayingInfo) {
        let index = try call.arguments.unsigned(0)
        let info = call.context.nowPlaying
        guard index < info.audioDevices.count else { throw MPDError(.noExist, "No such audio output") }
        return (info.audioDevices[index], info)
    }

    /// Enables (plays through), disables (back to the default) or toggles an output.
    private static func set(_ call: MPDCall, enabled: Bool?) throws(MPDError) {
        let (device, info) = try device(call)
        let playing = device.name == info.audioDevice
        guard (enabled ?? !playing) != playing else { return }
        if !playing { return try change(call, to: device.name) }
        guard device.name != AudioDeviceInfo.automatic else {
            throw MPDError(.system, "PlayDeck plays through one output at a time: enable another one instead")
        }
        try change(call, to: AudioDeviceInfo.automatic)
    }

    private static func change(_ call: MPDCall, to name: String) throws(MPDError) {
        try call.context.perform(.audioDevice(name))
        call.context.notify(.output)
    }

    /// The sound system an output belongs to: `pulse` for `pulse/alsa_output…`.
    private static func plugin(_ name: String) -> String {
        name.split(separator: "/", maxSplits: 1).first.map(String.init) ?? name
    }
}
