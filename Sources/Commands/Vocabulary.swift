/// Every word of PlayDeck's command vocabulary, with its argument and a one-line summary, in
/// the order help shows them: `Command`s for the player and `TileCommand`s for a tile.
public enum Vocabulary {
    /// What a word takes after it.
    public enum Argument: Equatable, Sendable {
        case none
        /// One optional positive number ("[SECONDS]").
        case optionalPositive(String)
        /// One number of at least `minimum` ("SECONDS", "RATE").
        case number(String, minimum: Double, positive: Bool)
        /// One whole number of at least `minimum` ("N", "ID").
        case whole(String, minimum: Int)
        /// Two whole numbers of 1 or more ("FROM TO").
        case twoWhole(String)
        /// Two times, seconds or clock time, the second after the first ("FROM TO").
        case twoTimes(String)
        /// One optional word among these ("[on|off]").
        case optionalChoice([String])
        /// The rest of the line, which must not be empty ("PATH").
        case rest(String)
        /// The rest of the line, which may be empty ("[NAME]").
        case optionalRest(String)
        /// A whole number of 1 or more, then the rest of the line, not empty ("N NAME").
        case wholeAndRest(String)
        /// A whole number of 1 or more, then an optional time ("N [TIME]").
        case wholeAndTime(String)
        /// A whole number from 0 to 255, then two of 1 or more ("PRIORITY FROM TO").
        case priority(String)
        /// A sleep timer's length ("30m", "1h30m", "90s") or one of these words.
        case sleep([String])
        /// Where to go: a time, a percentage or a step (`SeekTarget`).
        case seekTarget(String)

        /// How help and errors write it.
        public var placeholder: String? {
            switch self {
            case .none: nil
            case let .optionalPositive(name): "[\(name)]"
            case let .number(name, _, _), let .whole(name, _), let .twoWhole(name), let .twoTimes(name),
                 let .rest(name), let .seekTarget(name): name
            case let .optionalChoice(words): "[\(words.joined(separator: "|"))]"
            case let .sleep(words): (["DURATION"] + words).joined(separator: "|")
            case let .optionalRest(name): "[\(name)]"
            case let .wholeAndRest(name), let .wholeAndTime(name), let .priority(name): name
            }
        }
    }

    /// One word: its name, what it takes, and what it does.
    public struct Entry: Sendable {
        /// The word, e.g. "skip-forward".
        public let name: String
        /// What follows it.
        public let argument: Argument
        /// What it does, for help.
        public let summary: String
    }

    /// Every word, in the order help shows them.
    public static let entries: [Entry] = [
        Entry(name: "play", argument: .none, summary: "resume playback at the selected speed"),
        Entry(name: "pause", argument: .none, summary: "pause"),
        Entry(name: "toggle-pause", argument: .none, summary: "play or pause"),
        Entry(name: "stop", argument: .none, summary: "stop; play starts the stopped item again"),
        Entry(name: "skip-forward", argument: .optionalPositive("SECONDS"), summary: "skip ahead (default: first forward interval)"),
        Entry(name: "skip-backward", argument: .optionalPositive("SECONDS"), summary: "skip back (default: first backward interval)"),
        Entry(name: "seek", argument: .seekTarget("TIME|PERCENT%|+SECONDS|-SECONDS"),
              summary: "go to a time (1:23, 90), a share of the length (45%) or a step (+30, -1:00), ads not counted"),
        Entry(name: "go-to", argument: .none, summary: "type where to go: 1:23, 45%, +30 or -1:00"),
        Entry(name: "speed", argument: .number("RATE", minimum: 0, positive: true), summary: "set the playback rate"),
        Entry(name: "speed-next", argument: .none, summary: "next speed in the list"),
        Entry(name: "speed-previous", argument: .none, summary: "previous speed in the list"),
        Entry(name: "speed-reset", argument: .none, summary: "back to the default speed"),
        Entry(name: "volume", argument: .number("PERCENT", minimum: 0, positive: false), summary: "set the volume"),
        Entry(name: "volume-up", argument: .optionalPositive("PERCENT"), summary: "louder (default 5)"),
        Entry(name: "volume-down", argument: .optionalPositive("PERCENT"), summary: "quieter (default 5)"),
        Entry(name: "mute", argument: .none, summary: "mute or unmute"),
        Entry(name: "next", argument: .none, summary: "next item"),
        Entry(name: "previous", argument: .none, summary: "previous item"),
        Entry(name: "chapter-next", argument: .none, summary: "next chapter"),
        Entry(name: "chapter-previous", argument: .none, summary: "previous chapter"),
        Entry(name: "skip-ad", argument: .none, summary: "skip the ad or interstitial once it may be skipped"),
        Entry(name: "action", argument: .none, summary: "press the button shown now, e.g. Skip Intro"),
        Entry(name: "play-from-beginning", argument: .none, summary: "start the item over"),
        Entry(name: "speed-menu", argument: .none, summary: "open the speed menu"),
        Entry(name: "info", argument: .none, summary: "open the info panel"),
        Entry(name: "help", argument: .none, summary: "show the keys"),
        Entry(name: "queue", argument: .none, summary: "show the queue"),
        Entry(name: "library", argument: .none, summary: "browse the music library"),
        Entry(name: "shuffle", argument: .optionalChoice(["on", "off"]), summary: "shuffle on or off (toggles without a word)"),
        Entry(name: "repeat", argument: .optionalChoice(RepeatMode.allCases.map(\.rawValue)),
              summary: "repeat none, track or queue (cycles without a word)"),
        Entry(name: "stop-after", argument: .optionalChoice(StopAfter.allCases.map(\.rawValue)),
              summary: "stop at the end of each item (on), of this one (once), or not (off); cycles without a word"),
        Entry(name: "clear-error", argument: .none, summary: "forget the error of the item that could not be played"),
        Entry(name: "play-index", argument: .wholeAndTime("N [TIME]"),
              summary: "play the queue's Nth item (1 = first), from TIME (90 or 1:30) if given"),
        Entry(name: "remove", argument: .whole("N", minimum: 1), summary: "remove the queue's Nth item (1 = first)"),
        Entry(name: "move", argument: .twoWhole("FROM TO"), summary: "move the queue's item at FROM to place TO"),
        Entry(name: "shuffle-items", argument: .twoWhole("FROM TO"), summary: "put the queue's items FROM to TO in a random order"),
        Entry(name: "priority", argument: .priority("PRIORITY FROM TO"),
              summary: "give items FROM to TO a priority of 0 to 255 (kept and shown, as MPD's prio; the order stays)"),
        Entry(name: "move-up", argument: .none, summary: "move the highlighted item up"),
        Entry(name: "move-down", argument: .none, summary: "move the highlighted item down"),
        Entry(name: "open", argument: .rest("PATH"), summary: "add a file or URL to the end of the queue and play it"),
        Entry(name: "add", argument: .rest("PATH"),
              summary: "add a file, a folder's media, a playlist's entries or a URL to the end of the queue"),
        Entry(name: "add-next", argument: .rest("PATH"), summary: "add a file, folder, playlist or URL after the item playing"),
        Entry(name: "add-at", argument: .wholeAndRest("N PATH"), summary: "add a file, folder, playlist or URL so that it is the queue's Nth"),
        Entry(name: "replace", argument: .rest("PATH"), summary: "play a file, folder, playlist or URL in place of the queue"),
        Entry(name: "clear", argument: .none, summary: "empty the queue and stop"),
        Entry(name: "crop", argument: .none, summary: "keep only the item playing"),
        Entry(name: "undo", argument: .none, summary: "undo the queue's last edit"),
        Entry(name: "save", argument: .rest("NAME"), summary: "save the queue as the playlist NAME"),
        Entry(name: "load", argument: .rest("NAME"), summary: "play the saved playlist NAME in place of the queue"),
        Entry(name: "playlists", argument: .none, summary: "list the saved playlists"),
        Entry(name: "save-queue", argument: .none, summary: "type a name in the queue panel and save the queue as that playlist"),
        Entry(name: "library-add", argument: .rest("QUERY"),
              summary: "add the library's tracks matching QUERY (e.g. artist:Seeds album:Wind) to the end of the queue"),
        Entry(name: "library-add-next", argument: .rest("QUERY"), summary: "add the library's tracks matching QUERY after the item playing"),
        Entry(name: "library-add-at", argument: .wholeAndRest("N QUERY"),
              summary: "add the library's tracks matching QUERY so that the first is the queue's Nth"),
        Entry(name: "library-replace", argument: .rest("QUERY"), summary: "play the library's tracks matching QUERY in place of the queue"),
        Entry(name: "library-scan", argument: .rest("DIR"), summary: "add a folder of music to the library, indexed in the background"),
        Entry(name: "star", argument: .rest("SUBSONIC-URL"),
              summary: "star a server's song (subsonic://NAME/ID), album (subsonic://NAME/album/ID) or artist (…/artist/ID)"),
        Entry(name: "unstar", argument: .rest("SUBSONIC-URL"), summary: "unstar a server's song, album or artist"),
        Entry(name: "audio-track", argument: .whole("ID", minimum: 1), summary: "play audio track ID"),
        Entry(name: "subtitle-track", argument: .whole("ID", minimum: 0), summary: "show subtitle track ID (0 = off)"),
        Entry(name: "secondary-subtitle-track", argument: .whole("ID", minimum: 0),
              summary: "also show subtitle track ID (0 = off)"),
        Entry(name: "audio-menu", argument: .none, summary: "open the audio track menu"),
        Entry(name: "subtitle-menu", argument: .none, summary: "open the subtitle track menu"),
        Entry(name: "secondary-subtitle-menu", argument: .none, summary: "open the second subtitle menu"),
        Entry(name: "audio-device", argument: .rest("NAME"), summary: "play through audio output NAME (auto = default)"),
        Entry(name: "audio-devices", argument: .none, summary: "choose the audio output"),
        Entry(name: "fit-fill", argument: .none, summary: "toggle video fit and fill"),
        Entry(name: "live-text", argument: .none, summary: "select the paused frame's text"),
        Entry(name: "detach", argument: .none, summary: "close the tile, keep playing in the background"),
        Entry(name: "players", argument: .none, summary: "list the desktop's players to show one"),
        Entry(name: "trim-mode", argument: .none, summary: "choose a part to save"),
        Entry(name: "ab-loop", argument: .twoTimes("FROM TO"), summary: "play FROM to TO over and over"),
        Entry(name: "ab-loop-off", argument: .none, summary: "stop looping"),
        Entry(name: "trim", argument: .twoTimes("FROM TO"), summary: "save FROM to TO of the file playing beside it"),
        Entry(name: "trim-cancel", argument: .none, summary: "stop the trim being written and remove its file"),
        Entry(name: "pip", argument: .rest("PATH"), summary: "play a file or URL in picture in picture"),
        Entry(name: "pip-swap", argument: .none, summary: "swap picture in picture"),
        Entry(name: "pip-close", argument: .none, summary: "close picture in picture"),
        Entry(name: "view", argument: .whole("N", minimum: 1), summary: "multiview: hear view N"),
        Entry(name: "view-enlarge", argument: .none, summary: "multiview: enlarge heard view"),
        Entry(name: "sleep", argument: .sleep(SleepTimerRequest.words),
              summary: "pause after DURATION (30m, 90s, 1h) or at the end of the item or chapter, fading out"),
        Entry(name: "sleep-menu", argument: .none, summary: "open the sleep timer menu"),
        Entry(name: "fullscreen", argument: .none, summary: "fill the terminal or go back"),
        Entry(name: "bookmark-add", argument: .optionalRest("NAME"),
              summary: "bookmark the place playing (named by its chapter and time without NAME)"),
        Entry(name: "bookmarks", argument: .none, summary: "show the item's bookmarks"),
        Entry(name: "bookmark-go", argument: .whole("N", minimum: 1), summary: "go to the item's Nth bookmark"),
        Entry(name: "bookmark-remove", argument: .whole("N", minimum: 1), summary: "remove the item's Nth bookmark"),
        Entry(name: "bookmark-rename", argument: .wholeAndRest("N NAME"), summary: "rename the item's Nth bookmark"),
        Entry(name: "together", argument: .rest(TogetherRequest.usage),
              summary: "the Syncplay room: join (the configured one without a server), leave, say ready or not, chat"),
        Entry(name: "room", argument: .none, summary: "show the Syncplay room and its chat"),
        Entry(name: "reload-config", argument: .none, summary: "read the config file again"),
        Entry(name: "scrobble-flush", argument: .none,
              summary: "send the listens ListenBrainz and Last.fm have yet to take now, and say how many each took"),
        Entry(name: "quit", argument: .none, summary: "quit PlayDeck"),
    ]

    /// The entry for a word, if it is one.
    public static func entry(named name: String) -> Entry? {
        byName[name]
    }

    /// The entries by their words: every line a remote sends is looked up here.
    private static let byName = Dictionary(entries.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
}
