import NowPlaying
import Settings

/// Everything the views draw from, in one value. Views read nothing else: no clock (the
/// time `now` is in here), no player, no terminal.
public struct TileState: Sendable {
    /// The last published snapshot; nil before the first.
    public var info: NowPlayingInfo?
    /// Monotonic seconds to draw for: snapshot times are extrapolated to this moment.
    public var now: Double
    /// The menu or panel open over the tile.
    public var overlay: Overlay = .none
    /// Where a scrub or a burst of skips will land, in content time.
    public var landing: Double?
    /// A short message shown for a moment (the item changed, a command was refused).
    public var toast: String?
    /// The idle full-screen Now Playing view instead of the tile.
    public var isIdleFullscreen = false
    /// Now Playing over the whole terminal (`f`), while no menu or panel is open.
    public var isFullscreen = false
    /// The queue panel's visible rows while it is open, or the queue pane's beside the Now
    /// Playing column (unfocused) while it shows.
    public var queuePanel: QueuePanelSnapshot?
    /// The key map, for the help overlay.
    public var keys: KeyBindings = .defaults
    /// The help overlay's page, 0-based (the overlay shows its last when there are fewer).
    public var helpPage = 0
    /// The Library panel's visible rows while it is open.
    public var libraryPanel: LibraryPanelSnapshot?
    /// The paused video frame's text, marked over the video.
    public var liveText: LiveTextResult?
    /// The words selected in it, while selecting.
    public var liveTextSelection: LiveTextSelection?
    /// The info panel's open tab.
    public var infoTab: InfoTab = .info
    /// A bookmark's new name while it is typed on the Bookmarks tab.
    public var bookmarkRename: BookmarkRename?
    /// A chat line while it is typed on the Room tab.
    public var roomChat: String?
    /// The go-to prompt's entry and problem while it is open.
    public var goTo: GoToPrompt?
    /// The current item's details for the Info tab, once the source sent them.
    public var mediaDetails: MediaDetails?
    /// Rows the Info tab is scrolled by.
    public var infoScroll = 0
    /// The current item's lyrics, once the source sent them.
    public var lyrics: Lyrics?
    /// The History tab's listens, once the source sent them.
    public var listens: ListenList?
    /// How video fills the artwork area, for marks over it.
    public var videoFit: VideoFit = .fit

    /// A state at a moment.
    public init(info: NowPlayingInfo?, now: Double) {
        self.info = info
        self.now = now
    }
}

/// What is open over the tile.
public enum Overlay: Equatable, Sendable {
    case none
    /// The speed menu, with the highlighted row.
    case speedMenu(highlighted: Int)
    /// The info panel, with the highlighted info action.
    case infoPanel(highlighted: Int)
    /// The key help.
    case help
    /// The queue panel; its state is the controller's `queuePanel`.
    case queue
    /// The audio or subtitle track menu, with the highlighted row.
    case trackMenu(TrackMenuKind, highlighted: Int)
    /// The output menu: where the sound goes, with the highlighted row.
    case outputMenu(highlighted: Int)
    /// The sleep timer's menu, with the highlighted row.
    case sleepMenu(highlighted: Int)
    /// Trim mode: the selection on the scrubber.
    case trim(TrimSelection)
    /// Selecting the paused frame's text; the selection is the controller's.
    case liveText
    /// The Library panel; its state is the controller's `library`.
    case library
    /// The go-to prompt on the action row; its text is the state's `goTo`.
    case goTo
}

extension TileState {
    /// The preferred skip intervals the buttons are labelled with.
    var intervals: SkipIntervals { info?.skipIntervals ?? SkipIntervals(backward: 10, forward: 15) }

    /// Media times of the item's interstitial events, marked on the scrubber.
    var interstitialTimes: [Double] { info?.interstitialTimes ?? [] }

    /// Seconds of an ad range that must play before it may be skipped.
    var adSkipAfter: Double { info?.adSkipAfter ?? 5 }

    /// Content elapsed now.
    var elapsed: Double? { info?.elapsed(at: now) }

    /// Whether anything is loaded to show.
    var hasItem: Bool { info?.queueIndex != nil }

    /// Whether the frame shows what the start was for: an item, or the library's list
    /// (`playdeck` with nothing named) once it came.
    var isComplete: Bool { hasItem || libraryPanel.map { !$0.isWaiting } == true }

    /// Seconds into the ad range playing now.
    var adElapsed: Double? {
        guard let info, let ad = info.ad else { return nil }
        return ad.elapsed + info.rate * max(0, now - info.uptime)
    }

    /// Seconds into the interstitial playing now (it runs while the primary's rate is 0).
    var interstitialElapsed: Double? {
        guard let info, let shown = info.interstitial else { return nil }
        return shown.elapsed + (info.state == .playing ? max(0, now - info.uptime) : 0)
    }

    /// Whole seconds until the ad or interstitial may be skipped; 0 once it may.
    var skipAdCountdown: Int? {
        guard let info else { return nil }
        if let shown = info.interstitial, let elapsed = interstitialElapsed {
            return max(0, Int((shown.skippableAfter - elapsed).rounded(.up)))
        }
        if let ad = info.ad, let elapsed = adElapsed {
            return max(0, Int((min(adSkipAfter, ad.range.duration) - elapsed).rounded(.up)))
        }
        return nil
    }

    /// Seconds left of the ad or interstitial playing now.
    var adRemaining: Double? {
        if let shown = info?.interstitial, let duration = shown.duration, let elapsed = interstitialElapsed {
            return max(0, duration - elapsed)
        }
        if let ad = info?.ad, let elapsed = adElapsed { return max(0, ad.range.duration - elapsed) }
        return nil
    }

    /// Whether a command may be sent now.
    func isEnabled(_ kind: RemoteCommandKind) -> Bool {
        info?.commands.isEnabled(kind) ?? false
    }
}

extension TileState {
    /// When the displayed second changes by itself: the ad's or interstitial's clock while one
    /// plays, else the content clock, scaled by the rate; nil while nothing moves.
    var nextSecond: Double? {
        [mainNextSecond, pictureInPictureNextSecond].compactMap { $0 }.min()
    }

    /// When the corner's elapsed second changes; nil while it stands still.
    private var pictureInPictureNextSecond: Double? {
        guard let info, let pip = info.pictureInPicture, pip.rate > 0,
              let elapsed = pip.elapsed(at: now, snapshotUptime: info.uptime) else { return nil }
        if let duration = pip.duration, elapsed >= duration { return nil }
        return now + Self.untilNextSecond(elapsed, rate: pip.rate)
    }

    private var mainNextSecond: Double? {
        guard let info, info.queueIndex != nil else { return nil }
        if let elapsed = interstitialElapsed, info.state == .playing {
            return now + Self.untilNextSecond(elapsed, rate: 1)
        }
        guard info.rate > 0 else { return nil }
        if let elapsed = adElapsed { return now + Self.untilNextSecond(elapsed, rate: info.rate) }
        guard let elapsed = info.elapsed(at: now) else { return nil }
        if let duration = info.duration, elapsed >= duration { return nil }
        return now + Self.untilNextSecond(elapsed, rate: info.rate)
    }

    /// Seconds until a clock running at `rate` shows its next whole second, a hair late so
    /// that the redraw never lands just before the change.
    static func untilNextSecond(_ value: Double, rate: Double) -> Double {
        (value.rounded(.down) + 1 - value) / rate + 0.002
    }
}
