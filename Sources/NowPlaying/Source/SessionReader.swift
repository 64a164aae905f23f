import MediaFiles

/// What a view asks of a session besides its snapshots, read off its parts: rows of the queue
/// and the artwork at a size and the current item's details.
public struct SessionReader {
    private unowned let session: NowPlayingSession

    /// Reads `session`.
    public init(_ session: NowPlayingSession) {
        self.session = session
    }

    /// The rows of the queue at `indices` (those that exist), as its list shows them; with
    /// `reading` false no tags are asked for (a whole queue saved as a playlist).
    public func rows(_ indices: [Int], reading: Bool = true) -> QueueRows {
        let queue = session.queue
        let rows = indices.filter(queue.items.indices.contains).map { index in
            session.titles.row(queue.items[index], index: index, id: queue.ids[index], isCurrent: index == queue.currentIndex,
                               reading: reading)
        }
        return QueueRows(revision: queue.revision, itemsRevision: queue.itemsRevision, total: queue.count, rows: rows)
    }

    /// The artwork fitted into `size` when it is the one with `id` (any, for nil): this session's,
    /// else that of the session in picture in picture beside it.
    public func picture(id: Int?, size: PixelSize) -> ArtworkPicture? {
        if let picture = ownPicture(id: id, size: size) { return picture }
        guard let id, let other = session.infoCenter.inactiveSession, other !== session else { return nil }
        return SessionReader(other).ownPicture(id: id, size: size)
    }

    /// The info panel's details of the current item when it is queue item `itemID`: the file's
    /// facts once read (asked of the worker the first time), and what the player says now.
    public func details(itemID: Int) -> IntentAnswer {
        guard let index = session.queue.currentIndex, session.queue.ids[index] == itemID, let entry = session.queue.current else {
            return .absent("Item \(itemID) is no longer the current one")
        }
        let probe: Result<MediaFacts, MediaFileError>?
        switch session.itemDetails.lookUp(entry.url) {
        case .reading: return .absent("The details of item \(itemID) are being read")
        case let .read(result, _): probe = result
        case .notAFile: probe = nil
        }
        let item = session.playback.item
        let player = DecoderFacts(player: session.primary, tracks: item.tracks)
        return .value(.mediaDetails(MediaDetailsBuilder.details(itemID: itemID, location: entry.url, probe: probe,
                                                                player: player, duration: item.mediaDuration)))
    }

    private func ownPicture(id: Int?, size: PixelSize) -> ArtworkPicture? {
        guard let current = session.itemArtwork.id, id == nil || id == current, let artwork = session.artwork else { return nil }
        let times = artwork.decodeTimes.map { DecodeTimes(started: $0.started, decoded: $0.decoded) }
        return ArtworkPicture(artworkID: current, requested: size, image: artwork.image(closestTo: size), decodeTimes: times)
    }
}
