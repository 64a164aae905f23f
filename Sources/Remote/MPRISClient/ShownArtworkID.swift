/// Artwork ids of sources a tile shows one after another (the players chosen in a list). Each
/// source numbers its pictures from 1, and a tile keeps the pictures it was sent by id, so an id
/// is published with the turn of the source that made it: negative, and never the id of another
/// turn's picture nor one of this PlayDeck's own (positive) ids.
enum ShownArtworkID {
    /// The id published for a source's own `id` in turn `turn` (1, 2, …).
    static func published(_ id: Int, turn: Int) -> Int {
        -((turn << 32) | (id & 0xFFFF_FFFF))
    }

    /// The turn and the source's own id of a published id; nil for an id not made here.
    static func original(_ id: Int) -> (turn: Int, id: Int)? {
        guard id < 0 else { return nil }
        return ((-id) >> 32, (-id) & 0xFFFF_FFFF)
    }
}
