import Playback

extension NowPlayingSession {
    /// Readable when artwork decoded away from the loop is ready; the loop then calls
    /// `artworkDidLoad()`.
    public var artworkDescriptor: Int32 { artworkLoader.descriptor }

    /// Takes the artwork the worker finished and publishes it, if it is still the current item's.
    public func artworkDidLoad() {
        guard let decoded = artworkLoader.take(), currentIndex != nil,
              let artwork = MediaItemArtwork(decoded) else { return }
        show(artwork)
        publish()
    }

    /// Shows the item's own picture at once, else starts looking for one off the loop. A cover
    /// the player shows is asked of it first (mpv copies it on its own thread: a 3000×3000 one
    /// took 280–340 ms, which the loop used to wait for); the search starts when it comes.
    func loadArtwork(for entry: MediaItem) {
        if let provided = entry.providedArtwork.flatMap(MediaItemArtwork.init(image:)) { return show(provided) }
        let fromPlayer = Self.playerShowsCover(entry)
        let request = ArtworkLocator.request(for: entry, hasEmbeddedCover: item.hasCoverArt, fromPlayer: fromPlayer)
        guard item.hasCoverArt && fromPlayer else { return artworkLoader.load(request) }
        screenshotTicket += 1
        do {
            try primary.requestScreenshot(ticket: screenshotTicket)
            awaitedScreenshot = (screenshotTicket, request)
        } catch {
            artworkLoader.load(request)
        }
    }

    /// The player's picture asked for by `loadArtwork`: the search for artwork goes on with it,
    /// or without it when there was none. A picture for an item left since is dropped.
    func screenshotTaken(ticket: UInt64, _ result: Result<RawImage, MPVError>) {
        guard var request = awaitedScreenshot?.request, awaitedScreenshot?.ticket == ticket else { return }
        awaitedScreenshot = nil
        request.screenshot = try? result.get()
        artworkLoader.load(request)
    }

    /// Whether libmpv shows `entry`'s embedded cover as a picture: only a stream's, which is
    /// taken from the player. A local file's cover is read and decoded off the loop instead;
    /// libmpv would decode it again at full size and have it drawn as video.
    static func playerShowsCover(_ entry: MediaItem) -> Bool {
        entry.url.contains("://")
    }

    /// Tells the primary whether to show `entry`'s cover; it never loads a cover.jpg beside the
    /// file as a picture track, since the session finds those itself.
    func showCoverInPlayer(for entry: MediaItem) throws(MPVError) {
        try primary.setOption("audio-display", Self.playerShowsCover(entry) ? "embedded-first" : "no")
        try primary.setOption("cover-art-auto", "no")
    }

    /// Drops the artwork shown and any still being decoded.
    func forgetArtwork() {
        artwork = nil
        awaitedScreenshot = nil
        artworkLoader.cancel()
    }

    private func show(_ picture: MediaItemArtwork) {
        artwork = picture
        artworkCounter += 1
        item.artworkID = artworkCounter
    }
}
