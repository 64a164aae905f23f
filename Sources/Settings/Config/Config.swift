/// Everything `config.toml` can set, typed; a missing key keeps its default.
public struct Config: Equatable, Sendable {
    /// `[skip]`: skip intervals.
    public var skip: SkipSettings
    /// `[speed]`: the speed menu.
    public var speed: SpeedSettings
    /// `[keys]`: the key map, the user's bindings merged over the defaults.
    public var keys: KeyBindings
    /// `[theme]`: colours and artwork.
    public var theme: ThemeSettings
    /// `[ui]`: interface behaviour.
    public var ui: UISettings
    /// `[layout]`: the panes of a large terminal.
    public var layout: LayoutSettings
    /// `[ads]`: ad skipping.
    public var ads: AdSettings
    /// `[actions]`: chapter titles that get contextual actions.
    public var actions: ActionSettings
    /// `[resume]`: resume positions.
    public var resume: ResumeSettings
    /// `[queue]`: what `playdeck FILE` does while a player runs.
    public var queue: QueueSettings
    /// `[remote]`: MPRIS.
    public var remote: RemoteSettings
    /// `[mpd]`: the MPD protocol server.
    public var mpd: MPDSettings
    /// `[together]`: a Syncplay room.
    public var together: TogetherSettings
    /// `[scrobble]`: ListenBrainz.
    public var scrobble = ScrobbleSettings.defaults
    /// `[subsonic]`: streaming from Subsonic servers.
    public var subsonic = SubsonicSettings.defaults
    /// `[video]`: Live Text.
    public var video: VideoSettings
    /// `[audio]`: gapless playback and ReplayGain.
    public var audio: AudioSettings
    /// `[pip]`: picture in picture.
    public var pip: PictureInPictureSettings
    /// `[notifications]`: desktop notifications of item changes.
    public var notifications: NotificationSettings
    /// `[session]`: restoring the last session.
    public var session: SavedSessionSettings
    /// `[mpv]`: raw mpv options in the order written.
    public var mpv: [MPVOption]

    /// Creates a config from its sections.
    public init(
        skip: SkipSettings, speed: SpeedSettings, keys: KeyBindings, theme: ThemeSettings, ui: UISettings,
        ads: AdSettings, actions: ActionSettings, resume: ResumeSettings, remote: RemoteSettings = .defaults,
        video: VideoSettings = .defaults, audio: AudioSettings = .defaults, pip: PictureInPictureSettings = .defaults,
        notifications: NotificationSettings = .defaults, layout: LayoutSettings = .defaults, queue: QueueSettings = .defaults,
        session: SavedSessionSettings = .defaults, mpd: MPDSettings = .defaults, together: TogetherSettings = .defaults,
        mpv: [MPVOption]
    ) {
        self.skip = skip
        self.speed = speed
        self.keys = keys
        self.theme = theme
        self.ui = ui
        self.layout = layout
        self.ads = ads
        self.actions = actions
        self.resume = resume
        self.queue = queue
        self.remote = remote
        self.mpd = mpd
        self.together = together
        self.video = video
        self.audio = audio
        self.pip = pip
        self.notifications = notifications
        self.session = session
        self.mpv = mpv
    }

    /// The config with no file at all; `config/playdeck.toml` spells it out.
    public static let defaults = Config(
        skip: .defaults, speed: .defaults, keys: .defaults, theme: .defaults, ui: .defaults,
        ads: .defaults, actions: .defaults, resume: .defaults, remote: .defaults, video: .defaults,
        audio: .defaults, pip: .defaults, notifications: .defaults, layout: .defaults, queue: .defaults, session: .defaults,
        mpv: []
    )
}
