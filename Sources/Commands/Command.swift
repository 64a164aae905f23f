/// One command for a player: what a key, the control socket, `playdeck remote`, the config's
/// `[keys]` and MPRIS all ask of the session, in one vocabulary. What only a tile understands
/// (its menus and panels) is a `TileCommand` instead.
public enum Command: Equatable, Sendable {
    case play
    case pause
    case togglePause
    case stop
    /// Skip by the given seconds, or by the first preferred interval when nil.
    case skipForward(Double?)
    case skipBackward(Double?)
    /// Go to a content time in seconds (ads excluded).
    case seek(to: Double)
    /// Go to a percentage (0–100) of the item's content length.
    case seekPercent(Double)
    case setSpeed(Double)
    case speedNext
    case speedPrevious
    case speedReset
    case setVolume(Double)
    /// Louder by the given percent, or by 5.
    case volumeUp(Double?)
    case volumeDown(Double?)
    case toggleMute
    case nextTrack
    case previousTrack
    case nextChapter
    case previousChapter
    case skipAd
    /// Press the contextual action visible now ("Skip Intro").
    case pressAction
    case playFromBeginning
    /// Shuffle on or off; nil toggles.
    case shuffle(Bool?)
    /// Set what happens at the end of an item or the queue; nil cycles none → track → queue.
    case repeatMode(RepeatMode?)
    /// Set whether playback stops at the end of the item playing; nil cycles off → on → once.
    case stopAfter(StopAfter?)
    /// Forget the error shown for the item that could not be played.
    case clearError
    /// Play the queue's item at a 1-based position, from a content time in seconds (its start
    /// when nil).
    case playIndex(Int, from: Double? = nil)
    /// Remove the queue's item at a 1-based position.
    case remove(Int)
    /// Move the queue's item at a 1-based position so that it takes another 1-based position.
    case move(from: Int, to: Int)
    /// Put the queue's items from one 1-based position to another (both included) in a random
    /// order for good: the order they are listed and played in (MPD's `shuffle`).
    case shuffleItems(from: Int, to: Int)
    /// Give the queue's items from one 1-based position to another (both included) a priority,
    /// 0 to 255 (MPD's `prio`): kept and shown; the play order does not follow it.
    case priority(Int, from: Int, to: Int)
    /// Add a path or URL at the end of the queue and play it.
    case open(String)
    /// Add what a path or URL names (a file, a folder's media, a playlist's entries, a stream)
    /// to the queue (at the end, next or at a position), or in place of the queue, playing it.
    /// Added to a queue with nothing current, the first plays unless `startsIdle` is false (an
    /// MPD client's `add` leaves a stopped player stopped, as MPD does).
    case add(String, QueuePlacement = .end, startsIdle: Bool = true)
    /// Empty the queue and stop.
    case clear
    /// Keep only the item playing.
    case crop
    /// Undo the last edit of the queue.
    case undo
    /// Save the queue as a playlist under a name (m3u8, in the playlists folder).
    case save(String)
    /// Play a saved playlist in place of the queue.
    case load(String)
    /// Say which playlists are saved.
    case playlists
    /// Add the music library's tracks matching a query to the queue in album order (at the end,
    /// or next), or in place of the queue, playing the first.
    case libraryAdd(String, QueuePlacement = .end)
    /// Add a folder to the music library and index it, on the player's side, in the background.
    case libraryScan(String)
    /// Star (true) or unstar a Subsonic server's song (`subsonic://NAME/ID`), album
    /// (`subsonic://NAME/album/ID`) or artist (`subsonic://NAME/artist/ID`) on the server.
    case star(String, Bool)
    /// Play the audio track with mpv's id.
    case audioTrack(Int)
    /// Show the subtitle track with mpv's id; 0 turns subtitles off.
    case subtitleTrack(Int)
    /// Show a second subtitle track with mpv's id alongside the first; 0 turns it off.
    case secondarySubtitleTrack(Int)
    /// Play through the audio output with mpv's name ("auto" for the default), at once.
    case audioDevice(String)
    /// Play the part from `from` to `to` (content seconds) over and over (mpv's A-B loop).
    case abLoop(from: Double, to: Double)
    /// Stop looping that part.
    case abLoopOff
    /// Save the current file's part from `from` to `to` (content seconds) beside it, by stream copy.
    case trim(from: Double, to: Double)
    /// Stop the trim being written; its partial file is removed.
    case trimCancel
    /// Play a path or URL in picture in picture, beside the main session (replacing the PiP's item).
    case pip(String)
    /// Swap picture in picture and the main session: the other becomes the active Now Playing session.
    case pipSwap
    /// End the picture in picture session; the main session is the active one again.
    case pipClose
    /// Multiview: hear view N (1-based), drawn larger when enlarging is on.
    case view(Int)
    /// Multiview: the focused view fills the picture, or shares it again.
    case viewEnlarge
    /// Pause after a while, or at the end of the item or chapter, the volume fading out first.
    case sleep(SleepTimerRequest)
    /// Mark where playback is in the current item, under a name or its chapter and time.
    case bookmarkAdd(String?)
    /// Go to the current item's bookmark at a 1-based place (in time order).
    case bookmarkGo(Int)
    /// Remove the current item's bookmark at a 1-based place.
    case bookmarkRemove(Int)
    /// Rename the current item's bookmark at a 1-based place.
    case bookmarkRename(Int, String)
    /// Join, leave, say ready or chat in the Syncplay room.
    case together(TogetherRequest)
    /// Read the config file again.
    case reloadConfig
    /// Send the listens waiting for ListenBrainz and Last.fm now, paused or not.
    case flushListens
    /// End the player.
    case quit

    /// The command written in the vocabulary, e.g. "skip-forward 30".
    public var text: String {
        switch self {
        case .play: "play"
        case .pause: "pause"
        case .togglePause: "toggle-pause"
        case .stop: "stop"
        case let .skipForward(s): Self.optional("skip-forward", s)
        case let .skipBackward(s): Self.optional("skip-backward", s)
        case let .seek(to): "seek \(Self.format(to))"
        case let .seekPercent(share): "seek \(Self.format(share))%"
        case let .setSpeed(r): "speed \(Self.format(r))"
        case .speedNext: "speed-next"
        case .speedPrevious: "speed-previous"
        case .speedReset: "speed-reset"
        case let .setVolume(v): "volume \(Self.format(v))"
        case let .volumeUp(v): Self.optional("volume-up", v)
        case let .volumeDown(v): Self.optional("volume-down", v)
        case .toggleMute: "mute"
        case .nextTrack: "next"
        case .previousTrack: "previous"
        case .nextChapter: "chapter-next"
        case .previousChapter: "chapter-previous"
        case .skipAd: "skip-ad"
        case .pressAction: "action"
        case .playFromBeginning: "play-from-beginning"
        case let .shuffle(on): on.map { "shuffle \($0 ? "on" : "off")" } ?? "shuffle"
        case let .repeatMode(mode): mode.map { "repeat \($0.rawValue)" } ?? "repeat"
        case let .stopAfter(mode): mode.map { "stop-after \($0.rawValue)" } ?? "stop-after"
        case .clearError: "clear-error"
        case let .playIndex(n, time): time.map { "play-index \(n) \(Self.format($0))" } ?? "play-index \(n)"
        case let .remove(n): "remove \(n)"
        case let .move(from, to): "move \(from) \(to)"
        case let .shuffleItems(from, to): "shuffle-items \(from) \(to)"
        case let .priority(priority, from, to): "priority \(priority) \(from) \(to)"
        case let .open(target): "open \(target)"
        case let .add(target, placement, _): "\(placement.addWord) \(target)"
        case .clear: "clear"
        case .crop: "crop"
        case .undo: "undo"
        case let .save(name): "save \(name)"
        case let .load(name): "load \(name)"
        case .playlists: "playlists"
        case let .libraryAdd(query, placement): "\(placement.libraryWord) \(query)"
        case let .libraryScan(folder): "library-scan \(folder)"
        case let .star(location, starred): "\(starred ? "star" : "unstar") \(location)"
        case let .audioTrack(id): "audio-track \(id)"
        case let .subtitleTrack(id): "subtitle-track \(id)"
        case let .secondarySubtitleTrack(id): "secondary-subtitle-track \(id)"
        case let .audioDevice(name): "audio-device \(name)"
        case let .abLoop(from, to): "ab-loop \(Self.format(from)) \(Self.format(to))"
        case .abLoopOff: "ab-loop-off"
        case let .trim(from, to): "trim \(Self.format(from)) \(Self.format(to))"
        case .trimCancel: "trim-cancel"
        case let .pip(target): "pip \(target)"
        case .pipSwap: "pip-swap"
        case .pipClose: "pip-close"
        case let .view(n): "view \(n)"
        case .viewEnlarge: "view-enlarge"
        case let .sleep(request): "sleep \(request.text)"
        case let .bookmarkAdd(name): name.map { "bookmark-add \($0)" } ?? "bookmark-add"
        case let .bookmarkGo(n): "bookmark-go \(n)"
        case let .bookmarkRemove(n): "bookmark-remove \(n)"
        case let .bookmarkRename(n, name): "bookmark-rename \(n) \(name)"
        case let .together(request): "together \(request.text)"
        case .reloadConfig: "reload-config"
        case .flushListens: "scrobble-flush"
        case .quit: "quit"
        }
    }

    /// The path or URL the command would play (`open`, `add`, `pip`); nil for the rest.
    public var location: String? {
        switch self {
        case let .open(target), let .add(target, _, _), let .pip(target): target
        default: nil
        }
    }

    /// Whether the command changes the queue's items or their order, so that `undo` can take it
    /// back (`undo` itself, `save` and `playlists` do not).
    public var editsQueue: Bool {
        switch self {
        case .open, .add, .libraryAdd, .remove, .move, .shuffleItems, .clear, .crop, .load: true
        default: false
        }
    }

    private static func optional(_ name: String, _ value: Double?) -> String {
        value.map { "\(name) \(format($0))" } ?? name
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
