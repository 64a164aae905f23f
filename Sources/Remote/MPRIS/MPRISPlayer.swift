import Commands
import Locations
import NowPlaying

/// The current track as MPRIS names it: an object path that changes with the item, and its artwork file.
public struct MPRISTrack: Equatable, Sendable {
    /// `mpris:trackid`.
    public let id: String
    /// `mpris:artUrl`, when the item has artwork.
    public let artURL: String?

    /// The track id MPRIS reserves for "nothing playing".
    public static let noTrack = "/org/mpris/MediaPlayer2/TrackList/NoTrack"

    /// The id of the queue's item a snapshot shows: the item's own id in the queue, which stays
    /// with it when the queue is edited around it.
    public static func id(of info: NowPlayingInfo) -> String {
        guard info.path != nil, let item = info.queueItemID else { return noTrack }
        return id(ofItem: item)
    }

    /// The track id of the queue's item with `item` as its id.
    public static func id(ofItem item: Int) -> String {
        "/org/playdeck/track/\(item)"
    }

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
        // MPRIS: "expect the current track to change"; at the queue's ends without repeat it does not.
        case "CanGoNext": return .boolean(commands.isEnabled(.nextTrack) && info.hasNextItem)
        case "CanGoPrevious": return .boolean(commands.isEnabled(.previousTrack) && info.hasPreviousItem)
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
        case "HasTrackList": .boolean(true)
        case "Identity": .string("PlayDeck")
        case "DesktopEntry": .string("playdeck")
        case "SupportedUriSchemes": .strings(["file"] + LocationRule.networkSchemes.sorted())
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
        if let albumArtist = m.albumArtist { entries["xesam:albumArtist"] = .strings([albumArtist]) }
        if let composer = m.composer { entries["xesam:composer"] = .strings([composer]) }
        if let track = m.trackNumber { entries["xesam:trackNumber"] = .int32(Int32(clamping: track)) }
        if let disc = m.discNumber { entries["xesam:discNumber"] = .int32(Int32(clamping: disc)) }
        if let genre = m.genre { entries["xesam:genre"] = .strings([genre]) }
        if let date = m.date { entries["xesam:contentCreated"] = .string(date) }
        entries["xesam:url"] = .string(FileURL.url(for: path))
        return entries
    }

    /// The position to announce with Seeked: where `new` is, when it is not where a client
    /// extrapolating from `old` would put it. A client moves the position at Rate while the
    /// status is Playing and holds it otherwise, so this covers seeks, an item that starts
    /// anywhere but its beginning (a resume, `--start`), and content time that stood still while
    /// the status said Playing (an ad, an interstitial, buffering). nil for smooth progress.
    public static func seekedPosition(from old: NowPlayingInfo?, to new: NowPlayingInfo) -> Int64? {
        guard new.path != nil, let actual = new.elapsed else { return nil }
        guard let old, old.path != nil, MPRISTrack.id(of: old) == MPRISTrack.id(of: new), let start = old.elapsed else {
            return actual > tolerance ? microseconds(actual) : nil
        }
        let rate = status(old.state) == "Playing" ? old.defaultRate : 0
        var expected = start + rate * max(0, new.uptime - old.uptime)
        if let duration = old.duration { expected = min(expected, duration) }
        return abs(expected - actual) > tolerance ? microseconds(actual) : nil
    }

    /// How far a client's extrapolation may be off before Seeked corrects it.
    static let tolerance = 0.25

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
