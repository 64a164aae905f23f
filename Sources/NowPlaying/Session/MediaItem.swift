import Playback

/// One item of the queue with everything known about it besides the media itself.
public struct MediaItem: Sendable, Equatable {
    /// The path or URL mpv plays.
    public var url: String
    /// Metadata from a sidecar, overriding the embedded tags.
    public var externalMetadata: [MetadataItem]
    /// The ads inside the media.
    public var timeline: AdTimeline
    /// Actions shown during a range of the media ("Skip Intro").
    public var contextualActions: [ContextualAction]
    /// Other media played at times of this one.
    public var interstitials: [InterstitialEvent]
    /// Where to start, in media seconds (resume).
    public var startTime: Double?
    /// A picture the program supplies itself (the demo's), before any other source.
    public var providedArtwork: RawImage?
    /// The title the playlist that listed the item gives it (m3u #EXTINF, pls TitleN), as
    /// written: shown, sanitized, where the item names itself nothing, before its file name.
    public var playlistTitle: String?
    /// What mpv opens instead of `url`, when set: a server's stream URL, which carries a
    /// credential and so is never shown, kept or sent to a remote (`url` names the item then,
    /// `subsonic://SERVER/ID`).
    public var playbackURL: String?
    /// Set when the server transcodes `playbackURL` as it plays: how a seek is made in it.
    public var transcoded: TranscodedStream?
    /// The length in seconds its server lists for it (a server's song): kept with the queue,
    /// since a stream the server transcodes does not say it; nil for anything else.
    public var listedDuration: Double?
    /// Whether its server has it starred (a server's song); nil when not known or not a server's.
    public var starred: Bool?
    /// How soon it asks to be played, 0 to 255 (MPD's priority): kept and shown, spent once it
    /// starts; the play order does not follow it.
    public var priority = 0

    /// Creates an item.
    public init(url: String, externalMetadata: [MetadataItem] = [], timeline: AdTimeline = .empty,
                contextualActions: [ContextualAction] = [], interstitials: [InterstitialEvent] = [],
                startTime: Double? = nil, playlistTitle: String? = nil) {
        self.url = url
        self.playlistTitle = playlistTitle
        self.externalMetadata = externalMetadata
        self.timeline = timeline
        self.contextualActions = contextualActions
        self.interstitials = interstitials
        self.startTime = startTime
    }

    /// What mpv opens: `playbackURL`, else `url`.
    public var openedURL: String { playbackURL ?? url }

    /// The artwork file the sidecar names, if any.
    public var artworkPath: String? {
        externalMetadata.first { $0.identifier == .artwork }?.value
    }
}
