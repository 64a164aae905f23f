import MediaFiles

extension DecodedArtwork {
    /// A picture's bytes decoded and scaled to the working size, as an item's artwork is: for
    /// artwork that comes from elsewhere (another player's `mpris:artUrl`). Blocks: call it on
    /// a worker. Nil when the bytes are no picture PlayDeck decodes.
    public static func decoding(_ encoded: EncodedPicture, started: Double) -> DecodedArtwork? {
        guard let (picture, bytes) = ArtworkLocator.decoded(encoded) else { return nil }
        return ArtworkLocator.scaled(picture, encoded: bytes, started: started)
    }
}
