import EventLoop
import NowPlaying

extension PlayerSwitchSource {
    /// The list's rows in order: this PlayDeck (nil) first, then every other player on the bus.
    func rowEntries() -> [MPRISPlayerEntry?] {
        let homeName = bus?.homeName()
        return [nil] + (players?.players ?? []).filter { $0.busName != homeName }.map { $0 }
    }

    /// The snapshot the tile shows: the shown source's, with the queue fields of the list the
    /// panel shows; nil until the home session has published one.
    func snapshot() -> NowPlayingInfo? {
        if let other {
            var snapshot = other.latest ?? NowPlayingInfo()
            if let id = snapshot.artworkID { snapshot.artworkID = ShownArtworkID.published(id, turn: turn) }
            if other.latest == nil {
                snapshot.skipIntervals = bus?.options.skipIntervals ?? snapshot.skipIntervals
                snapshot.uptime = EventLoop.now()
            }
            let index = rowEntries().firstIndex { $0?.busName == other.busName }
            return listed(snapshot, current: snapshot.path == nil ? nil : index)
        }
        guard let homeInfo else { return nil }
        guard listsPlayers else {
            var snapshot = homeInfo
            snapshot.queueRevision = revision
            return snapshot
        }
        return listed(homeInfo, current: 0)
    }

    private func listed(_ info: NowPlayingInfo, current: Int?) -> NowPlayingInfo {
        var snapshot = info
        snapshot.queueIndex = current
        snapshot.queueCount = rowEntries().count
        snapshot.queueRevision = revision
        return snapshot
    }

    /// The rows of the players list asked for.
    func rows(_ indices: [Int]) -> QueueRows {
        let list = rowEntries()
        let rows = indices.filter { list.indices.contains($0) }.map { index in
            let entry = list[index]
            let isCurrent = entry.map { $0.busName == other?.busName } ?? (other == nil)
            return QueueRow(index: index, id: index, title: entry.map(MPRISControlSource.row) ?? Self.homeRow(homeInfo),
                            path: entry?.busName ?? "", isCurrent: isCurrent)
        }
        return QueueRows(revision: revision, total: list.count, rows: rows)
    }

    /// The rows of the players list whose text holds `query`.
    func search(_ query: String) -> QueueSearchResult {
        let search = QueueSearch(query)
        let indices = rowEntries().enumerated().filter { _, entry in
            search.matches(entry.map(MPRISControlSource.row) ?? Self.homeRow(homeInfo))
        }.map(\.offset)
        return QueueSearchResult(query: query, revision: revision, indices: indices)
    }

    /// This PlayDeck's row: "This PlayDeck · Playing · Song".
    static func homeRow(_ info: NowPlayingInfo?) -> String {
        let state = MPRISPlayer.status(info?.state ?? .stopped)
        return (["This PlayDeck", state] + (info?.metadata.title.map { [$0] } ?? [])).joined(separator: " · ")
    }
}
