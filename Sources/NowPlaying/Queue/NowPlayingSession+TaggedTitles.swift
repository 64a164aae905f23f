extension NowPlayingSession {
    /// Readable when titles read from queued files' tags are ready; the loop then calls
    /// `queueTitlesDidLoad()`.
    public var queueTitlesDescriptor: Int32 { titleLoader.descriptor }

    /// Takes the titles the worker read; when one is new, the queue's list is told to redraw:
    /// a new queue revision, published once for the whole batch.
    public func queueTitlesDidLoad() {
        var changed = false
        for (url, tags) in titleLoader.take() {
            guard let title = tags?.title.map(Sanitized.line), !title.isEmpty, taggedTitles[url] != title else { continue }
            taggedTitles[url] = title
            changed = true
        }
        guard changed else { return }
        queueRevision += 1
        publish()
    }

    /// The title read from the tags of the file at `url`, or nil; without one yet, a local
    /// file's tags are asked for off the loop (once: a file without a title is not read again).
    func taggedTitle(_ url: String, reading: Bool) -> String? {
        if let title = taggedTitles[url] { return title }
        if reading, !url.contains("://") { titleLoader.request(url) }
        return nil
    }
}
