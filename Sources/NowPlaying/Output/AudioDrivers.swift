import Playback

/// The audio output drivers mpv may play through (`--ao`): mpv lists every sound system's
/// outputs whatever `--ao` says, yet one of another driver is set and never heard (`--ao=null`
/// with "Default (alsa)"). Such an output is neither offered, nor chosen, nor remembered.
public struct AudioDrivers: Sendable, Equatable {
    /// The drivers allowed; nil: any (mpv picks, or a list that ends in a comma lets it).
    private let allowed: [String]?

    /// Any driver: no `--ao`.
    public static let any = AudioDrivers(ao: nil)

    /// The drivers of an `--ao` value in mpv's syntax: "null", "pulse,alsa"; a trailing comma
    /// ("pulse,") lets mpv go on to any other.
    public init(ao: String?) {
        let names = ao.map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        allowed = names.flatMap { $0.contains("") ? nil : $0 }
    }

    /// Whether `--ao` names mpv's null output: silence asked for.
    public var namesNull: Bool { allowed?.contains("null") == true }

    /// Whether playback can go through the output mpv names `device` ("auto", "alsa",
    /// "pulse/alsa_output…"): its driver is the part before the first slash.
    public func allow(_ device: String) -> Bool {
        guard let allowed, device != AudioDevice.automatic else { return true }
        let driver = device.split(separator: "/", maxSplits: 1).first.map(String.init) ?? device
        return allowed.contains(driver)
    }
}
