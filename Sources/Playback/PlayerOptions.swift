/// How a `Player` is set up before libmpv starts.
public struct PlayerOptions: Sendable {
    /// Audio output driver list; `nil` lets mpv choose and fall back to silence when no device opens.
    public var audioOutput: String?
    /// Video output driver; `null` decodes without showing anything.
    public var videoOutput: String = "null"
    /// With `ao=null`, play as fast as the CPU allows instead of in real time.
    public var untimedAudio = false
    /// The lowest level of mpv log messages delivered as events. Warnings carry the network's
    /// reasons ("http: HTTP error 404 Not Found"), which mpv's errors only sum up.
    public var logLevel = "warn"
    /// Raw mpv options from the user, applied after PlayDeck's own.
    public var extraOptions: [(name: String, value: String)] = []

    /// The `ao` mpv ends up with: an extra option's is set after `audioOutput`, and wins.
    public var audioOutputInEffect: String? {
        extraOptions.last { $0.name == "ao" }?.value ?? audioOutput
    }

    /// Options for embedding: no mpv config, terminal or key bindings.
    public init(audioOutput: String? = nil, videoOutput: String = "null", untimedAudio: Bool = false) {
        self.audioOutput = audioOutput
        self.videoOutput = videoOutput
        self.untimedAudio = untimedAudio
    }

    /// PlayDeck's own settings: the front-end owns the terminal, the keys and the end of playback.
    var base: [(String, String)] {
        var options = [
            ("config", "no"),
            ("terminal", "no"),
            ("input-default-bindings", "no"),
            ("input-vo-keyboard", "no"),
            ("input-terminal", "no"),
            ("osc", "no"),
            ("load-scripts", "no"),
            ("ytdl", "no"),
            ("idle", "yes"),
            ("keep-open", "no"),
            ("audio-fallback-to-null", "yes"),
            ("vo", videoOutput),
        ]
        if let audioOutput { options.append(("ao", audioOutput)) }
        if untimedAudio { options.append(("ao-null-untimed", "yes")) }
        return options
    }

    /// mpv's built-in scripts, none of which PlayDeck uses (its keys, its window's keys and its
    /// terminal are off): each is a Lua thread mpv waits for before it opens the first file, and
    /// the stats overlay and the console set up fonts (fontconfig) there, so a stream opened at
    /// start waited for them (traced: the core idle ~100 ms under strace before "mpv/opener").
    /// Set apart from `base`: an mpv older than an option does not know it, which is no error.
    /// `[mpv]` options come after and may turn one on again.
    var builtInScriptsOff: [(String, String)] {
        ["load-stats-overlay", "load-osd-console", "load-auto-profiles", "load-select", "load-positioning", "load-commands",
         "load-context-menu"].map { ($0, "no") }
    }
}
