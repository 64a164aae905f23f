/// A command only a tile understands: its menus, panels and the video's framing. Keys and the
/// control socket name them in the same vocabulary as `Command`s; a player without a tile
/// answers them as unsupported.
public enum TileCommand: String, Equatable, Sendable, CaseIterable {
    case speedMenu = "speed-menu"
    case infoPanel = "info"
    case help
    case queue
    /// Move the item highlighted in the queue panel one place up.
    case moveUp = "move-up"
    /// Move the item highlighted in the queue panel one place down.
    case moveDown = "move-down"
    /// Type a name in the queue panel and save the queue as that playlist (`save NAME`).
    case saveQueue = "save-queue"
    case audioMenu = "audio-menu"
    case subtitleMenu = "subtitle-menu"
    case secondarySubtitleMenu = "secondary-subtitle-menu"
    /// The output menu; `playdeck remote` lists the outputs instead.
    case audioDevices = "audio-devices"
    /// Video in the tile: fit ↔ fill.
    case fitFill = "fit-fill"
    /// Close the tile and leave the player playing in the background.
    case detach
    /// Choose a part of the item on the scrubber and save it (`trim FROM TO`).
    case trimMode = "trim-mode"
    /// Select and copy the text of the paused video frame (Live Text).
    case liveText = "live-text"
    /// The Players list: every MPRIS player on the desktop, to show one in the tile.
    case players
    /// The Library panel: the music library's artists, albums and tracks, and its search.
    case library
    /// The info panel's Bookmarks tab; `playdeck remote` lists the bookmarks instead.
    case bookmarks
    /// The info panel's Room tab: the Syncplay room's members and chat.
    case room
    /// The sleep timer's menu: a length, the end of the item or chapter, or off.
    case sleepMenu = "sleep-menu"
    /// The go-to prompt: a time, a percentage of the length or a step, typed.
    case goTo = "go-to"
    /// Now Playing over the whole terminal (artwork or video, title and scrubber at the foot), or back.
    case fullscreen

    /// The command's word in the vocabulary.
    public var text: String { rawValue }
}
