extension Config {
    /// The tables a config file may have, in the order the default file writes them.
    static let sections = ["skip", "speed", "keys", "theme", "ui", "layout", "ads", "actions", "resume", "queue", "remote", "mpd", "together", "scrobble", "subsonic", "video", "audio", "pip", "notifications", "session", "mpv"]

    /// Parses config text; `path` names the file in errors. Reports every problem, not just the first.
    public static func parse(text: String, path: String) -> Result<Config, SettingsErrors> {
        let diagnostics = Diagnostics(path: path)
        guard let document = TOMLDocument.parse(text, diagnostics: diagnostics), let entries = document.entries else {
            return diagnostics.result(defaults)
        }
        var config = defaults
        let root = TableReader(entries: entries, label: "the config", diagnostics: diagnostics)
        root.rejectUnknownTables(allowing: sections)
        for section in sections {
            guard let reader = root.table(section, label: "[\(section)]") else { continue }
            switch section {
            case "skip": config.skip = SkipSettings(reading: reader)
            case "speed": config.speed = SpeedSettings(reading: reader)
            case "keys": config.keys = KeyBindings(reading: reader, over: defaults.keys)
            case "theme": config.theme = ThemeSettings(reading: reader)
            case "ui": config.ui = UISettings(reading: reader)
            case "layout": config.layout = LayoutSettings(reading: reader)
            case "ads": config.ads = AdSettings(reading: reader)
            case "actions": config.actions = ActionSettings(reading: reader)
            case "resume": config.resume = ResumeSettings(reading: reader)
            case "queue": config.queue = QueueSettings(reading: reader)
            case "remote": config.remote = RemoteSettings(reading: reader)
            case "mpd": config.mpd = MPDSettings(reading: reader)
            case "together": config.together = TogetherSettings(reading: reader)
            case "scrobble": config.scrobble = ScrobbleSettings(reading: reader)
            case "subsonic": config.subsonic = SubsonicSettings(reading: reader)
            case "video": config.video = VideoSettings(reading: reader)
            case "audio": config.audio = AudioSettings(reading: reader)
            case "pip": config.pip = PictureInPictureSettings(reading: reader)
            case "notifications": config.notifications = NotificationSettings(reading: reader)
            case "session": config.session = SavedSessionSettings(reading: reader)
            default: config.mpv = MPVOption.options(reading: reader)
            }
        }
        return diagnostics.result(config)
    }
}
