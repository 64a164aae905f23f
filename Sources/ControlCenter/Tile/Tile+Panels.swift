import EventLoop

extension Tile {
    /// Whether the list panel lists players ("Players") rather than the queue.
    public var listsPlayers: Bool {
        get { controller.listsPlayers }
        set { controller.listsPlayers = newValue }
    }

    /// Lists the players in the list panel (`players`, P): the owner's source lists them from
    /// now on; returns why it cannot, or nil. While nil, the tile says it cannot.
    public var onPlayers: (() -> String?)? {
        get { controller.onPlayers }
        set { controller.onPlayers = newValue }
    }

    /// Called when the list panel closes.
    public var onListClose: (() -> Void)? {
        get { controller.onListClose }
        set { controller.onListClose = newValue }
    }

    /// Opens the list panel, as its key does, unless it is open.
    public func openList() {
        if controller.overlay != .queue { controller.openQueue(now: EventLoop.now()) }
        update(now: EventLoop.now())
    }

    /// Opens the Library panel, as its key does, unless it is open, and paints it: `playdeck`
    /// with nothing named starts on it. Before `attach` too: the tile then takes the source's
    /// values from now on, and the list is on screen while the player is still starting.
    public func openLibrary() {
        if controller.overlay != .library { controller.openLibrary(now: EventLoop.now()) }
        link.connect()
        update(now: EventLoop.now())
    }

    /// Closes the list panel if it is open, and shows the tile.
    public func closeList() {
        guard controller.overlay == .queue else { return }
        controller.close(.queue)
        update(now: EventLoop.now())
    }
}
