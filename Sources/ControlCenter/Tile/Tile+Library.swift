extension Tile {
    /// The music library's database, which the Library panel reads read-only; nil (a tile
    /// showing another machine's player) leaves the panel unavailable.
    public var libraryPath: String? {
        get { controller.libraryPath }
        set { controller.libraryPath = newValue }
    }
}
