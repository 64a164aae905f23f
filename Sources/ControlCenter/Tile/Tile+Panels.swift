import EventLoop

extension Tile {
    /// What the list panel is called ("Players" in `playdeck control`).
    public var listTitle: String {
        get { controller.queueTitle }
        set { controller.queueTitle = newValue }
    }

    /// Opens the list panel, as its key does, unless it is open.
    public func openList() {
        if controller.overlay != .queue { controller.openQueue(now: EventLoop.now()) }
        update(now: EventLoop.now())
    }

    /// Closes the list panel if it is open, and shows the tile.
    public func closeList() {
        guard controller.overlay == .queue else { return }
        controller.apply([.close], now: EventLoop.now())
        update(now: EventLoop.now())
    }
}
