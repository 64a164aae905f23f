import Playback

/// An audio output as published: mpv's name for it and what the sound system calls it.
public struct AudioDeviceInfo: Sendable, Equatable, Codable {
    /// The name `audio-device NAME` takes: "auto", "alsa/hw:0,3", "pulse/alsa_output…".
    public let name: String
    /// What a person knows it by: "Built-in Audio Analog Stereo".
    public let description: String

    /// mpv's name for the default output, which it always lists first.
    public static let automatic = AudioDevice.automatic

    /// Creates a device.
    public init(name: String, description: String) {
        self.name = name
        self.description = description
    }

    /// A device as mpv lists it, its text made safe to show (the sound system names devices
    /// after what the hardware says of itself).
    init(_ device: AudioDevice) {
        self.init(name: Sanitized.line(device.name), description: Sanitized.line(device.description))
    }

    /// The description, or the name when the sound system gives none.
    public var label: String { description.isEmpty ? name : description }
}

/// What became of the audio output, for whoever remembers the choice or tells the person.
public enum AudioDeviceNotification: Equatable, Sendable {
    /// A person chose this output (`audio-device NAME`).
    case chosen(String)
    /// The output in use went away; playback went back to the default.
    case lost(AudioDeviceInfo)
    /// No output works here (no sound card, no sound server answering): playback goes on silently.
    case unavailable
}
