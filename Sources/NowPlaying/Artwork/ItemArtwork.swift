import Locations
import Playback
import Synchronization

/// The current item's artwork (MPMediaItemArtwork) and the search for it: the item's own
/// picture at once, else a sidecar picture, its embedded cover or a cover.jpg beside it,
/// decoded off the loop. A stream's cover is asked of the player first (mpv copies it on its
/// own thread: a 3000×3000 one took 280–340 ms, which the loop used to wait for).
final class ItemArtwork {
    /// The artwork shown now, if the item has any.
    private(set) var current: MediaItemArtwork?
    /// Changes whenever the artwork changes, unique among the program's sessions (a tile asks
    /// for the picture in picture session's artwork too); nil while there is none.
    private(set) var id: Int?
    /// Readable when the worker has finished a picture; the loop then calls `takeLoaded()`.
    var descriptor: Int32 { loader.descriptor }
    private let loader: ArtworkLoader
    /// The player's picture asked for, and the search that waits for it.
    private var awaited: (ticket: UInt64, request: ArtworkRequest)?
    private var ticket: UInt64 = 0
    /// Where a server's songs get their covers; nil: nowhere (their streams' own, if any).
    var server: (any ServerItemResources)?

    /// Artwork decoded by `loader` (tests bring their own).
    init(loader: ArtworkLoader = ArtworkLoader()) {
        self.loader = loader
    }

    /// Starts finding `entry`'s artwork; `hasCoverArt`: the player saw a cover in it.
    func load(for entry: MediaItem, hasCoverArt: Bool, player: PlayerDriving) {
        if let provided = entry.providedArtwork.flatMap(MediaItemArtwork.init(image:)) { return show(provided) }
        let fromPlayer = Self.playerShowsCover(entry)
        var request = ArtworkLocator.request(for: entry, hasEmbeddedCover: hasCoverArt, fromPlayer: fromPlayer)
        // The server's cover (getCoverArt serves a file's embedded one too): libmpv is not asked
        // to copy the stream's, which would cost its thread a full-size decode for nothing.
        if let server, server.serves(entry.url) {
            request.server = (server, entry.url)
            return loader.load(request)
        }
        guard hasCoverArt && fromPlayer else { return loader.load(request) }
        ticket += 1
        do {
            try player.requestScreenshot(ticket: ticket)
            awaited = (ticket, request)
        } catch {
            loader.load(request)
        }
    }

    /// The player's picture asked for by `load`: the search goes on with it, or without it when
    /// there was none. A picture for an item left since is dropped.
    func screenshotTaken(ticket: UInt64, _ result: Result<RawImage, MPVError>) {
        guard var request = awaited?.request, awaited?.ticket == ticket else { return }
        awaited = nil
        request.screenshot = try? result.get()
        loader.load(request)
    }

    /// Takes the picture the worker finished; true when it is now the artwork shown.
    func takeLoaded() -> Bool {
        guard let decoded = loader.take(), let artwork = MediaItemArtwork(decoded) else { return false }
        show(artwork)
        return true
    }

    /// Drops the artwork shown and any still being decoded.
    func forget() {
        current = nil
        id = nil
        awaited = nil
        loader.cancel()
    }

    /// Whether libmpv shows `entry`'s embedded cover as a picture: only a stream's, which is
    /// taken from the player. A local file's cover is read and decoded off the loop instead;
    /// libmpv would decode it again at full size and have it drawn as video.
    static func playerShowsCover(_ entry: MediaItem) -> Bool {
        LocationRule.scheme(of: entry.url) != nil
    }

    /// Tells a player whether to show `entry`'s cover; it never loads a cover.jpg beside the
    /// file as a picture track, since the artwork search finds those itself.
    static func showCover(in player: PlayerDriving, for entry: MediaItem) throws(MPVError) {
        try player.setOption("audio-display", playerShowsCover(entry) ? "embedded-first" : "no")
        try player.setOption("cover-art-auto", "no")
    }

    /// The last id given, shared by every session's artwork.
    private static let ids = Atomic<Int>(0)

    private func show(_ picture: MediaItemArtwork) {
        current = picture
        id = Self.ids.add(1, ordering: .relaxed).newValue
    }
}
