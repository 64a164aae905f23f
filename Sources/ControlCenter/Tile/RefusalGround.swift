import NowPlaying

/// What a refusal ("Already at the fastest speed", "Skipping is unavailable during an ad") was
/// true of: the state the command met. A snapshot on other ground (the speed came down, the ad
/// ended, another item plays) ends the toast, so that a refusal no longer true does not stay up.
/// The passing of time alone (elapsed, the lyrics' line) is the same ground.
struct RefusalGround: Equatable {
    private let item: Int?
    private let state: PlaybackState?
    private let speeds: SpeedSelection?
    private let rate: Double?
    private let volume: Double?
    private let isMuted: Bool?
    private let ad: AdTimeRange?
    private let commands: CommandAvailability?
    private let audioDevice: String?

    /// The ground a snapshot shows; nil: no snapshot yet.
    init(_ info: NowPlayingInfo?) {
        item = info?.queueIndex
        state = info?.state
        speeds = info?.speeds
        rate = info?.rate
        volume = info?.volume
        isMuted = info?.isMuted
        ad = info?.ad?.range
        commands = info?.commands
        audioDevice = info?.audioDevice
    }
}
