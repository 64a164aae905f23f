import Commands
import NowPlaying

/// The current track as MPRIS names it: an object path that changes with the item, and its artwork file.
public struct MPRISTrack: Equatable, Sendable {
    /// `mpris:trackid`.
    public let id: String
    /// `mpris:artUrl`, when the item has artwork.
    public let artURL: String?

    /// The track id MPRIS reserves for "nothing playing".
    public static let noTrack = "/org/mpris/MediaPlayer2/TrackList/NoTrack"

    /// Creates a track.
    public init(id: String, artURL: String?) {
        self.id = id
        self.artURL = artURL
    }
}

/// The `org.mpris.MediaPlayer2.Player` and root properties, computed from a snapshot.
/// Times are content times (ads excluded), in microseconds.
public enum MPRISPlayer {
    /// Every Player property; all but Position are announced with PropertiesChanged.
    public static let propertyNames = [
        "PlaybackStatus", "LoopStatus", "Rate", "Shuffle", "Metadata", "Volume", "Position", "MinimumRate",
        "MaximumRate", "CanGoNext", "CanGoPrevious", "CanPlay", "CanPause", "CanSeek", "CanControl",
    ]
    /// The properties announced with PropertiesChanged (Position moves by itself; CanControl is constant).
    public static let announcedNames = propertyNames.filter { $0 != "Position" && $0 != "CanControl" }

    /// A Player property at monotonic time `now`.
    public static func value(_ name: String, of info: NowPlayingInfo, at now: Double, track: MPRISTrack) -> BusValue? {
        let commands = info.commands
        switch name {
        case "PlaybackStatus": return .string(status(info.state))
        case "LoopStatus": return .string(loopStatus(info.repeatMode))
        case "Rate": return .double(info.defaultRate)
        case "Shuffle": return .boolean(info.isShuffled)
        case "Metadata": return .dictionary(metadata(info, track: track))
        case "Volume": return .double(info.volume / 100)
        case "Position": return .int64(microseconds(info.elapsed(at: now) ?? 0))
        case "MinimumRate": return .double(rates(info).lowerBound)
        case "MaximumRate": return .double(rates(info).upperBound)
        case "CanGoNext": return .boolean(commands.isEnabled(.nextTrack))
        case "CanGoPrevious": return .boolean(commands.isEnabled(.previousTrack))
        case "CanPlay": return .boolean(commands.isEnabled(.play))
        case "CanPause": return .boolean(commands.isEnabled(.pause))
        // Inside an ad the command center still lets the position go back, but not forward:
        // MPRIS has one flag for both, and a client that can only go back cannot seek.
        case "CanSeek": return .boolean(commands.isEnabled(.changePlaybackPosition) && info.ad == nil && info.interstitial == nil)
        case "CanControl": return .boolean(!commands.states.isEmpty)
        default: return nil
        }
    }

    /// A root (`org.mpris.MediaPlayer2`) property.
    public static func rootValue(_ name: String) -> BusValue? {
        switch name {
        case "CanQuit": .boolean(true)
        case "CanRaise": .boolean(false)
        case "HasTrackList": .boolean(false)
        case "Identity": .string("PlayDeck")
        case "DesktopEntry": .string("playdeck")
        case "SupportedUriSchemes": .strings(["file", "http", "https"])
        case "SupportedMimeTypes": .strings(supportedMimeTypes)
        default: nil
        }
    }

    /// What libmpv plays that a desktop is likely to hand over.
    static let supportedMimeTypes = [
        "audio/mpeg", "audio/mp4", "audio/aac", "audio/flac", "audio/x-flac", "audio/ogg", "audio/opus",
        "audio/vorbis", "audio/wav", "audio/x-wav", "audio/webm", "audio/x-matroska", "audio/x-mpegurl",
        "video/mp4", "video/webm", "video/x-matroska", "video/ogg", "video/quicktime", "video/x-msvideo",
        "video/mpeg", "application/x-mpegurl", "application/vnd.apple.mpegurl",
    ]

    /// The track's metadata: only the track id when nothing plays.
    public static func metadata(_ info: NowPlayingInfo, track: MPRISTrack) -> [String: BusValue] {
        var entries: [String: BusValue] = ["mpris:trackid": .objectPath(track.id)]
        guard let path = info.path else { return entries }
        let m = info.metadata
        if let duration = info.duration { entries["mpris:length"] = .int64(microseconds(duration)) }
        if let art = track.artURL { entries["mpris:artUrl"] = .string(art) }
        if let title = m.title { entries["xesam:title"] = .string(title) }
        if let artist = m.artist { entries["xesam:artist"] = .strings([artist]) }
        if let album = m.album { entries["xesam:album"] = .string(album) }
        if let genre = m.genre { entries["xesam:genre"] = .strings([genre]) }
        if let year = m.year { entries["xesam:contentCreated"] = .string(year) }
        entries["xesam:url"] = .string(FileURL.url(for: path))
        return entries
    }

    /// The position to announce with Seeked when `new` jumped away from where `old` would be
    /// by now (a seek) within the same track; nil for smooth progress or a new track.
    public static func seekedPosition(from old: NowPlayingInfo?, to new: NowPlayingInfo) -> Int64? {
        guard let old, old.path == new.path, old.queueIndex == new.queueIndex,
              let expected = old.elapsed(at: new.uptime), let actual = new.elapsed,
              abs(expected - actual) > 0.25 else { return nil }
        return microseconds(actual)
    }

    static func status(_ state: PlaybackState) -> String {
        switch state {
        case .playing, .interrupted: "Playing"
        case .paused: "Paused"
        case .stopped: "Stopped"
        }
    }

    static func rates(_ info: NowPlayingInfo) -> ClosedRange<Double> {
        let offered = info.speeds.speeds.map(\.rate) + [info.defaultRate]
        return (offered.min() ?? 1)...(offered.max() ?? 1)
    }

    static func microseconds(_ seconds: Double) -> Int64 {
        Int64((max(0, seconds) * 1_000_000).rounded())
    }

    /// MPRIS's names for the repeat modes: None, Track, Playlist.
    static func loopStatus(_ mode: RepeatMode) -> String {
        switch mode {
        case .none: "None"
        case .track: "Track"
        case .queue: "Playlist"
        }
    }
}
