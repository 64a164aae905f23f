import Commands
import Locations
import NowPlaying

/// How a client shows and drives another player: PlayDeck's own skip intervals and speed list.
public struct MPRISClientOptions: Equatable, Sendable {
    /// The skip buttons' steps: the player is sent Seek by these.
    public var skipIntervals: SkipIntervals
    /// The speeds offered, as far as the player's MinimumRate and MaximumRate allow.
    public var speeds: [PlaybackSpeed]

    /// Options from the config's skip intervals and speeds.
    public init(skipIntervals: SkipIntervals = SkipIntervals(backward: 10, forward: 15),
                speeds: [PlaybackSpeed] = PlaybackSpeed.systemDefaultSpeeds) {
        self.skipIntervals = skipIntervals
        self.speeds = speeds
    }
}

/// The snapshot a tile shows for another player: a pure function of what the player published,
/// where its position stands, and its artwork once decoded. Every text is sanitised here, so no
/// escape sequence a player sends reaches a terminal.
enum MPRISSnapshot {
    /// The artwork decoded for the track: its id and size.
    typealias Artwork = (id: Int, size: PixelSize)

    static func info(_ properties: MPRISProperties, position: MPRISPosition, artwork: Artwork?,
                     options: MPRISClientOptions, now: (uptime: Double, unix: Double)) -> NowPlayingInfo {
        var info = NowPlayingInfo()
        info.uptime = now.uptime
        info.timestamp = now.unix
        info.skipIntervals = options.skipIntervals
        let metadata = properties.metadata
        info.state = state(properties.status)
        info.defaultRate = properties.number("Rate") ?? 1
        info.rate = position.rate
        info.speeds = SpeedSelection(speeds: speeds(properties, options: options), defaultRate: info.defaultRate)
        info.volume = (properties.number("Volume") ?? 1) * 100
        info.repeatMode = repeatMode(properties.loopStatus)
        info.isShuffled = properties.flag("Shuffle") ?? false
        info.commands = availability(properties, state: info.state)
        let hasTrack = !metadata.isEmpty && info.state != .stopped
        guard hasTrack else { return info }
        info.metadata.title = (metadata.title ?? metadata.url.map(lastComponent)).map(Sanitized.line)
        info.metadata.artist = metadata.artist.map(Sanitized.line)
        info.metadata.album = metadata.album.map(Sanitized.line)
        info.path = Sanitized.line(metadata.url ?? metadata.trackID ?? metadata.title ?? "")
        info.duration = metadata.length
        info.mediaElapsed = position.position(at: now.uptime).map { p in metadata.length.map { min(p, $0) } ?? p }
        info.queueIndex = 0
        info.queueCount = 1
        info.hasNextItem = properties.flag("CanGoNext") ?? false
        info.hasPreviousItem = properties.flag("CanGoPrevious") ?? false
        info.artworkID = artwork?.id
        info.artworkSize = artwork?.size
        return info
    }

    static func state(_ status: String?) -> PlaybackState {
        switch status {
        case "Playing": .playing
        case "Paused": .paused
        default: .stopped
        }
    }

    static func repeatMode(_ loop: String?) -> RepeatMode {
        switch loop {
        case "Track": .track
        case "Playlist": .queue
        default: .none
        }
    }

    /// PlayDeck's speeds that the player's rate range holds; none when it cannot change rate.
    static func speeds(_ properties: MPRISProperties, options: MPRISClientOptions) -> [PlaybackSpeed] {
        guard properties.number("Rate") != nil else { return [] }
        let low = properties.number("MinimumRate") ?? 1, high = properties.number("MaximumRate") ?? 1
        guard low < high else { return [] }
        return options.speeds.filter { $0.rate >= low && $0.rate <= high }
    }

    /// The commands the player takes now, from its Can… flags (absent ones read as false).
    static func availability(_ properties: MPRISProperties, state: PlaybackState) -> CommandAvailability {
        var availability = CommandAvailability()
        let control = properties.flag("CanControl") ?? false
        func set(_ kind: RemoteCommandKind, _ allowed: Bool, _ reason: String) {
            availability.states[kind] = !control ? .disabled("The player takes no commands")
                : allowed ? .enabled : .disabled(reason)
        }
        let can = { (name: String) in properties.flag(name) ?? false }
        set(.play, can("CanPlay"), "The player cannot play now")
        set(.pause, can("CanPause"), "The player cannot pause now")
        set(.togglePlayPause, state == .playing ? can("CanPause") : can("CanPlay"), "The player cannot do that now")
        set(.stop, true, "")
        for kind in [RemoteCommandKind.skipForward, .skipBackward, .changePlaybackPosition] {
            set(kind, can("CanSeek"), "The player cannot seek")
        }
        set(.nextTrack, can("CanGoNext"), "The player has no next track")
        set(.previousTrack, can("CanGoPrevious"), "The player has no previous track")
        if properties.number("Rate") != nil {
            let range = (properties.number("MinimumRate") ?? 1, properties.number("MaximumRate") ?? 1)
            set(.changePlaybackRate, range.0 < range.1, "The player plays at one rate only")
        }
        if properties.number("Volume") != nil { set(.changeVolume, true, "") }
        if properties.loopStatus != nil { set(.changeRepeatMode, true, "") }
        if properties.flag("Shuffle") != nil { set(.changeShuffleMode, true, "") }
        return availability
    }

    /// A track's name from its URL, when the player gives no title.
    private static func lastComponent(_ url: String) -> String {
        let path = FileURL.path(of: url) ?? url
        return path.split(separator: "/").last.map(String.init) ?? path
    }
}
