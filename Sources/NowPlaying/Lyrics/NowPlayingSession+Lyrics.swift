extension NowPlayingSession {
    /// The current item's lyrics, once read; nil while none are known.
    public var lyrics: Lyrics? { itemLyrics.current }

    /// Readable when an item's lyrics were read away from the loop; the loop then calls
    /// `lyricsDidLoad()`.
    public var lyricsDescriptor: Int32 { itemLyrics.descriptor }

    /// Takes the lyrics the worker read, says once what was odd about them, and publishes.
    public func lyricsDidLoad() {
        guard currentIndex != nil, let loaded = itemLyrics.takeLoaded() else { return }
        if let notice = loaded.notice { infoCenter.post(notice: notice) }
        if loaded.shown { publish() }
    }

    /// Starts reading the lyrics of the item starting.
    func lookForLyrics(_ entry: MediaItem) {
        itemLyrics.load(forMediaAt: entry.url)
    }
}
