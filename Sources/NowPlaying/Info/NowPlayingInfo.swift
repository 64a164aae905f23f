import Commands

/// One published snapshot of what is playing (MPNowPlayingInfoCenter's nowPlayingInfo, typed).
///
/// Times are content times: ads excluded. A snapshot is a value taken at `uptime`;
/// consumers extrapolate with `elapsed(at:)` instead of asking for a new one every tick.
public struct NowPlayingInfo: Sendable, Equatable, Codable {
    /// The resolved text metadata (language rules applied).
    public var metadata = ResolvedMetadata()
    /// The path or URL of the item.
    public var path: String?
    /// Whether the item's server has it starred; nil for what is not a server's song, or while
    /// its star is not known.
    public var isStarred: Bool?
    /// Content duration in seconds, nil while unknown or live.
    public var duration: Double?
    /// Media seconds at `uptime`, ads included: what mpv reports.
    public var mediaElapsed: Double?
    /// The rate the media moves at now: 0 while paused.
    public var rate: Double = 0
    /// The selected speed, which play resumes at.
    public var defaultRate: Double = 1
    /// Playing, paused, stopped or interrupted.
    public var state: PlaybackState = .stopped
    /// 0-based position in the queue.
    public var queueIndex: Int?
    /// The id of the queue's item playing, which stays with it through edits of the queue.
    public var queueItemID: Int?
    /// How many items the queue holds.
    public var queueCount = 0
    /// Whether "next" changes the item: false on the last in play order without repeat.
    public var hasNextItem = false
    /// The 0-based position of the item that plays once the current one ends (itself under repeat
    /// track; nil at the end of the queue), as an MPD client's `nextsong` shows it.
    public var nextQueueIndex: Int?
    /// The id of the queue's item a person stopped at, which `play` starts again; nil while one
    /// plays, or when nothing was stopped.
    public var stoppedQueueItemID: Int?
    /// Whether "previous" can go to another item: false on the first without repeat.
    public var hasPreviousItem = false
    /// Changes whenever the queue is edited (items added, removed or moved), so that a list
    /// of it knows to redraw even when the current item and the count stay the same.
    public var queueRevision = 0
    /// Chapters with their starts in content time.
    public var chapters: [ChapterInfo] = []
    /// The chapter playing, an index into `chapters`.
    public var chapterIndex: Int?
    /// Audio, or real video.
    public var mediaType: MediaType = .audio
    /// A stream without a known duration.
    public var isLive = false
    /// While playback waits for the network: how far the cache has filled towards resuming, 0-100.
    public var buffering: Int?
    /// The ad ranges of this item, in media time.
    public var timeline = AdTimeline.empty
    /// Set while an ad range plays.
    public var ad: AdProgress?
    /// Set while an interstitial event plays.
    public var interstitial: InterstitialProgress?
    /// Media times of the item's interstitial events, for the scrubber's marks.
    public var interstitialTimes: [Double] = []
    /// Seconds of an ad range that must play before "Skip Ad" works.
    public var adSkipAfter: Double = 5
    /// Titles of the contextual actions visible now ("Skip Intro").
    public var actions: [String] = []
    /// Actions offered in the info panel ("Play from Beginning"), two at most.
    public var infoActions: [String] = []
    /// Which remote commands are enabled now, and why not.
    public var commands = CommandAvailability()
    /// The skip commands' first preferred intervals, which the skip buttons are labelled with.
    public var skipIntervals = SkipIntervals(backward: 10, forward: 15)
    /// The speeds offered and the one selected.
    public var speeds = SpeedSelection()
    /// The volume in percent.
    public var volume: Double = 100
    /// Whether sound is muted.
    public var isMuted = false
    /// Changes whenever the artwork changes; nil when the item has none.
    public var artworkID: Int?
    /// The artwork's size in its file, for laying it out before asking for its pixels.
    public var artworkSize: PixelSize?
    /// What happens when an item or the queue ends.
    public var repeatMode = RepeatMode.none
    /// Whether the queue plays shuffled.
    public var isShuffled = false
    /// Whether playback stops at the end of the item playing.
    public var stopAfter = StopAfter.off
    /// The item's audio tracks; the selected one is marked.
    public var audioTracks: [MediaTrackInfo] = []
    /// The item's subtitle tracks; none selected means subtitles are off. One more may be
    /// marked secondary: shown as well, above the first.
    public var subtitleTracks: [MediaTrackInfo] = []
    /// The audio outputs mpv can play through, the default ("auto") first.
    public var audioDevices: [AudioDeviceInfo] = []
    /// The name of the output playing now; "auto" is the default.
    public var audioDevice = AudioDeviceInfo.automatic
    /// The trim being written (not necessarily of this item), while one is.
    public var trim: TrimProgress?
    /// Live Text: where the reading of the paused video frame stands; nil unless video is paused.
    public var liveText: LiveTextState?
    /// The current item's lyrics and the line sung now, once they are read; nil without.
    public var lyrics: LyricsState?
    /// Changes when the current item's file has been read for the info panel (after a
    /// `.mediaDetails` intent asked); nil until then.
    public var mediaDetailsID: Int?
    /// The current item's bookmarks, in time order.
    public var bookmarks: [BookmarkInfo] = []
    /// The sleep timer, while one runs.
    public var sleepTimer: SleepTimerInfo?
    /// Why the last item that could not be played failed, until an item plays or a person clears it.
    public var error: String?
    /// The other session, in picture in picture beside this one; nil when there is none.
    public var pictureInPicture: PictureInPictureInfo?
    /// The views, when one content plays over several players; nil otherwise.
    public var multiview: MultiviewInfo?
    /// The Syncplay room, while one is joined or being joined.
    public var together: TogetherInfo?
    /// Unix seconds when the snapshot was taken, for other processes.
    public var timestamp: Double = 0
    /// Monotonic seconds when the snapshot was taken, for this process.
    public var uptime: Double = 0

    /// Creates an empty snapshot: nothing playing.
    public init() {}

    /// The audio track playing, if any.
    public var selectedAudioTrack: MediaTrackInfo? { audioTracks.first { $0.isSelected } }
    /// The subtitle track shown, nil when subtitles are off.
    public var selectedSubtitleTrack: MediaTrackInfo? { subtitleTracks.first { $0.isSelected } }
    /// The subtitle track shown besides the first, nil when there is none.
    public var secondarySubtitleTrack: MediaTrackInfo? { subtitleTracks.first { $0.isSecondary } }

    /// The output playing now, when mpv lists it.
    public var currentAudioDevice: AudioDeviceInfo? { audioDevices.first { $0.name == audioDevice } }

    /// Whether `other` shows the same entry of the queue: the same path at the same place, or
    /// at another place after an edit of the queue moved it there.
    public func showsSameItem(as other: NowPlayingInfo) -> Bool {
        path == other.path && (queueIndex == other.queueIndex || queueRevision != other.queueRevision)
    }

    /// Content elapsed time at the snapshot.
    public var elapsed: Double? {
        mediaElapsed.map { timeline.contentTime(atMedia: $0) }
    }

    /// Content elapsed at monotonic time `now`: elapsed + rate × (now − uptime), ads skipped, clamped.
    public func elapsed(at now: Double) -> Double? {
        guard let media = mediaElapsed(at: now) else { return nil }
        let content = timeline.contentTime(atMedia: media)
        return duration.map { min(content, $0) } ?? content
    }

    /// Media time at monotonic time `now`, extrapolated.
    public func mediaElapsed(at now: Double) -> Double? {
        mediaElapsed.map { $0 + rate * max(0, now - uptime) }
    }
}

/// A chapter as published: its title and its start in content time.
public struct ChapterInfo: Sendable, Equatable, Codable {
    /// Its title, when the file names it.
    public let title: String?
    /// Where it starts, in content seconds.
    public let start: Double

    /// Creates a chapter.
    public init(title: String?, start: Double) {
        self.title = title
        self.start = start
    }
}

/// How far into the current ad range playback is.
public struct AdProgress: Sendable, Equatable, Codable {
    /// The ad range playing.
    public let range: AdTimeRange
    /// Seconds into it, at the snapshot.
    public let elapsed: Double
}

/// The interstitial event playing now and when it may be skipped.
public struct InterstitialProgress: Sendable, Equatable, Codable {
    /// Its URL.
    public let url: String
    /// Seconds into it, at the snapshot.
    public let elapsed: Double
    /// Its length, when known.
    public let duration: Double?
    /// Seconds of it that must play before "Skip Ad" works.
    public let skippableAfter: Double
}
