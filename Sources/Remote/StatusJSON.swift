import JSONCoding
import NowPlaying

/// The snapshot as one JSON object: the public contract of `--headless --json`,
/// `playdeck status --json` and the control socket. Keys are stable; unknown values are absent.
public struct StatusJSON: Codable, Equatable, Sendable {
    public var title: String?
    public var subtitle: String?
    public var artist: String?
    public var album: String?
    public var description: String?
    public var genre: String?
    public var contentRating: String?
    public var year: String?
    public var albumArtist: String?
    public var composer: String?
    public var trackNumber: Int?
    public var discNumber: Int?
    /// The creation date in ISO 8601, as precisely as the tags say ("2022-06-06", "2022").
    public var date: String?
    public var duration: Double?
    public var elapsed: Double?
    /// How fast `elapsed` moves: 0 while paused or inside an ad.
    public var rate: Double
    public var state: String
    public var path: String?
    /// Whether the item's server has it starred; absent for what is not a server's song.
    public var starred: Bool?
    /// Unix seconds when the snapshot was taken (or extrapolated to).
    public var timestamp: Double
    public var error: String?
    public var chapter: String?
    public var isLive: Bool
    /// While playback waits for the network: how full the cache is towards resuming, 0-100.
    public var buffering: Int?
    public var inAd: Bool
    /// [[start, duration], …] in media time.
    public var adRanges: [[Double]]
    public var actions: [String]
    public var commands: [String: Bool]
    /// The selected speed's numeric name, e.g. "1.25×".
    public var speed: String
    public var queueIndex: Int?
    public var queueCount: Int
    public var mediaType: String?
    public var volume: Double
    public var muted: Bool
    /// "none", "track" or "queue"; absent from older players.
    public var `repeat`: String?
    /// Whether the queue plays shuffled; absent from older players.
    public var shuffle: Bool?
    /// Whether playback stops at the end of the item playing: "off", "on" (each item) or "once";
    /// absent from older players.
    public var stopAfter: String?
    /// The audio track playing, e.g. "eng · aac".
    public var audioTrack: String?
    /// The subtitle track shown, e.g. "fre · subrip"; absent when off.
    public var subtitleTrack: String?
    /// The subtitle track shown besides it, e.g. "eng · subrip"; absent when there is none.
    public var secondarySubtitleTrack: String?
    /// The name of the audio output playing ("auto" for the default); absent from older players.
    public var audioDevice: String?
    /// The outputs it could play through instead, the default first; absent from older players.
    public var audioDevices: [AudioDeviceInfo]?
    /// How much of the trim being written is there, 0 to 1; absent when none is.
    public var trimProgress: Double?
    /// The name of the file the trim writes; absent when none is.
    public var trimOutput: String?
    /// Live Text of the paused video frame: "reading", "ready" (`playdeck remote live-text`
    /// prints it) or "off"; absent unless video is paused.
    public var liveText: String?
    /// The line of synced lyrics sung now; absent without synced lyrics and between lines.
    public var lyricsLine: String?
    /// The session in picture in picture beside this one; absent when there is none.
    public var pictureInPicture: PictureInPictureStatus?
    /// Multiview's views (`{"views": […], "focus": 0, "isEnlarged": false}`, focus 0-based);
    /// absent when one view plays.
    public var multiview: MultiviewInfo?
    /// What the sleep timer waits for: "timed", "end-of-item" or "end-of-chapter"; absent without one.
    public var sleep: String?
    /// Seconds of playback until the sleep timer pauses it; absent without a timer or while not known.
    public var sleepRemaining: Double?
    /// The item's bookmarks in time order, `time` in content seconds; absent when it has none.
    public var bookmarks: [BookmarkInfo]?
    /// The Syncplay room (`{"server", "room", "name", "phase", "isReady", "members", "chat"}`);
    /// absent when none is joined.
    public var together: TogetherInfo?

    /// The snapshot as published, or with elapsed extrapolated to `now` (monotonic) when given.
    public init(_ info: NowPlayingInfo, extrapolatedTo now: Double? = nil) {
        let m = info.metadata
        title = m.title; subtitle = m.subtitle; artist = m.artist; album = m.album
        description = m.description; genre = m.genre; contentRating = m.contentRating; year = m.year
        albumArtist = m.albumArtist; composer = m.composer; trackNumber = m.trackNumber; discNumber = m.discNumber
        date = m.date
        duration = info.duration
        let inAd = info.ad != nil || info.interstitial != nil
        self.inAd = inAd
        rate = inAd ? 0 : info.rate
        if let now {
            elapsed = info.elapsed(at: now)
            timestamp = info.timestamp + max(0, now - info.uptime)
        } else {
            elapsed = info.elapsed
            timestamp = info.timestamp
        }
        state = info.state.rawValue
        path = info.path
        starred = info.isStarred
        error = info.error
        chapter = info.chapterIndex.flatMap { info.chapters.indices.contains($0) ? info.chapters[$0].title : nil }
        isLive = info.isLive
        buffering = info.buffering
        adRanges = info.timeline.ranges.map { [$0.start, $0.duration] }
        actions = info.actions
        commands = Dictionary(uniqueKeysWithValues: info.commands.states.map { ($0.key.rawValue, $0.value == .enabled) })
        speed = info.speeds.selectedSpeed.localizedNumericName
        queueIndex = info.queueIndex
        queueCount = info.queueCount
        mediaType = info.path == nil ? nil : info.mediaType.rawValue
        volume = info.volume
        muted = info.isMuted
        `repeat` = info.repeatMode.rawValue
        shuffle = info.isShuffled
        stopAfter = info.stopAfter.rawValue
        audioTrack = info.selectedAudioTrack?.label
        subtitleTrack = info.selectedSubtitleTrack?.label
        secondarySubtitleTrack = info.secondarySubtitleTrack?.label
        audioDevice = info.audioDevice
        audioDevices = info.audioDevices
        trimProgress = info.trim?.fraction
        trimOutput = info.trim?.name
        liveText = info.liveText?.phase.rawValue
        lyricsLine = info.lyrics?.line
        pictureInPicture = info.pictureInPicture.map { PictureInPictureStatus($0, in: info, extrapolatedTo: now) }
        multiview = info.multiview
        sleep = info.sleepTimer?.kind.rawValue
        bookmarks = info.bookmarks.isEmpty ? nil : info.bookmarks
        together = info.together
        sleepRemaining = now.map { info.sleepRemaining(at: $0) } ?? info.sleepTimer?.remaining.map { max(0, $0) }
    }

    /// One line of JSON, keys sorted so that output is stable.
    public func line() -> String {
        (try? JSONEncoder(outputFormatting: .sortedKeys).encode(self)) ?? "{}"
    }
}
