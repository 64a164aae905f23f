extension NowPlayingSession {
    /// Whether the queue plays in a shuffled order (its display order stays as it is).
    public var isShuffled: Bool { order.isShuffled }

    /// The title the queue's list shows for an item: the one learnt while it played, the
    /// sidecar's, the one in its file's tags, or the file name. Nothing is read on the loop: a
    /// local file's tags are asked for off it, and come back through `queueTitlesDidLoad()`.
    public func title(ofItemAt index: Int) -> String {
        title(ofItemAt: index, readingTags: true)
    }

    /// The title shown for an item; with `readingTags` false no tags are asked for (a search
    /// over the whole queue reads what is known).
    public func title(ofItemAt index: Int, readingTags: Bool) -> String {
        guard queue.indices.contains(index) else { return "" }
        let entry = queue[index]
        if let known = knownTitles[entry.url] { return known }
        if let title = entry.externalMetadata.first(where: { $0.identifier == .title })?.value {
            return Sanitized.line(title)
        }
        if let tagged = taggedTitle(entry.url, reading: readingTags) { return tagged }
        // The last path component, found from the end: a 100,000-entry search calls this for each.
        let url = entry.url
        let name = url.lastIndex(of: "/").map { url[url.index(after: $0)...] } ?? url[...]
        return Sanitized.line(name.isEmpty ? url : String(name))
    }

    /// Whether the item's title was learnt while it played or read from its tags: a search
    /// then reads that title.
    public func hasKnownTitle(ofItemAt index: Int) -> Bool {
        guard !(knownTitles.isEmpty && taggedTitles.isEmpty), queue.indices.contains(index) else { return false }
        // An empty map is not asked: a 100,000-entry search calls this for each item.
        let url = queue[index].url
        return (!knownTitles.isEmpty && knownTitles[url] != nil) || (!taggedTitles.isEmpty && taggedTitles[url] != nil)
    }

    /// Shuffles the order from the current item on, or goes back to the queue's order.
    func setShuffled(_ shuffled: Bool) {
        guard shuffled != order.isShuffled else { return }
        if shuffled {
            order.shuffle(count: queue.count, current: currentIndex, using: &shuffleGenerator)
        } else {
            order.unshuffle()
        }
    }

    /// Sets what happens when an item or the queue ends.
    func setRepeatMode(_ mode: RepeatMode) {
        repeatMode = mode
    }

    /// Plays the item at a 0-based index of the queue.
    func playItem(at index: Int) -> RemoteCommandStatus {
        guard queue.indices.contains(index) else { return .noSuchContent }
        failuresInARow = 0
        start(index)
        return .success
    }

    /// Removes the item at a 0-based index; removing the one playing goes on with the next.
    func removeItem(at index: Int) -> RemoteCommandStatus {
        guard queue.indices.contains(index) else { return .noSuchContent }
        let wasCurrent = index == currentIndex
        let next = wasCurrent ? order.index(after: index, count: queue.count, wrap: repeatMode == .queue) : nil
        queue.remove(at: index)
        order.removed(index)
        queueRevision += 1
        guard wasCurrent else {
            if let current = currentIndex, current > index { currentIndex = current - 1 }
            return .success
        }
        if let next, next != index {
            start(next > index ? next - 1 : next)
        } else {
            finishQueue()
        }
        return .success
    }

    /// Moves the item at a 0-based index so that it is at another; the item playing goes on
    /// playing and stays the current one wherever it lands, and a shuffled order keeps every
    /// item's turn.
    func moveItem(from: Int, to: Int) -> RemoteCommandStatus {
        let items = queue.count == 1 ? "1 item" : "\(queue.count) items"
        guard queue.indices.contains(from) else {
            return .commandFailed("There is no item \(from + 1) to move: the queue has \(items)")
        }
        guard queue.indices.contains(to) else {
            return .commandFailed("There is no place \(to + 1) to move to: the queue has \(items)")
        }
        guard from != to else { return .success }
        queue.insert(queue.remove(at: from), at: to)
        order.moved(from: from, to: to)
        currentIndex = currentIndex.map { PlayOrder.index($0, afterMovingFrom: from, to: to) }
        queueRevision += 1
        return .success
    }

    /// Learns the current item's title for the queue's list once it is known.
    func rememberTitle(_ info: NowPlayingInfo) {
        guard item.loaded, let url = currentItem?.url, let title = info.metadata.title else { return }
        if knownTitles[url] != title { knownTitles[url] = title }
    }
}
