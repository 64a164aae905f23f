/// One audio output mpv can play through, as its `audio-device-list` names it.
public struct AudioDevice: Sendable, Equatable {
    /// mpv's name for it, the value of `audio-device`: "auto", "alsa/hw:0,3", "pulse/alsa_output…".
    public let name: String
    /// What the sound system calls it: "Autoselect device", "Built-in Audio Analog Stereo".
    public let description: String

    /// mpv's name for the default output, which it always lists first.
    public static let automatic = "auto"

    /// Creates a device.
    public init(name: String, description: String) {
        self.name = name
        self.description = description
    }
}

extension AudioDevice {
    init?(node: Node) {
        guard let name = node["name"]?.string, !name.isEmpty else { return nil }
        self.init(name: name, description: node["description"]?.string ?? name)
    }
}
