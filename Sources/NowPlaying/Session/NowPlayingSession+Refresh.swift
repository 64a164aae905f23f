extension NowPlayingSession {
    /// Publishes a snapshot if anything changed outside player events (new settings applied).
    public func refresh() {
        publish()
    }
}
