extension NowPlayingInfo {
    /// What is known of an item before any player opens it: its name (its playlist's title or
    /// its file name, as the session shows an item without a title of its own) and its place
    /// in the queue; state interrupted.
    public static func loading(_ item: MediaItem, queueIndex: Int, queueCount: Int, uptime: Double) -> NowPlayingInfo {
        var info = NowPlayingInfo()
        info.path = Sanitized.line(item.url)
        info.metadata.title = Sanitized.line(item.playlistTitle ?? SnapshotBuilder.fileName(item.url))
        info.queueIndex = queueIndex
        info.queueCount = queueCount
        info.state = .interrupted
        info.uptime = uptime
        return info
    }
}
