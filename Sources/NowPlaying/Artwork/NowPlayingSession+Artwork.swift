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

    /// Shows the item's own picture at once, else starts looking for one off the loop.
    func loadArtwork(for entry: MediaItem) {
        if let provided = entry.providedArtwork.flatMap(MediaItemArtwork.init(image:)) { return show(provided) }
        let request = ArtworkLocator.request(for: entry, hasEmbeddedCover: item.hasCoverArt,
                                             fromPlayer: Self.playerShowsCover(entry), player: primary)
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
        artworkLoader.cancel()
    }

    private func show(_ picture: MediaItemArtwork) {
        artwork = picture
        artworkCounter += 1
        item.artworkID = artworkCounter
    }
}
