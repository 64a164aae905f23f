/// What the player is doing, as published.
public enum PlaybackState: String, Sendable, Codable {
    case playing
    case paused
    case stopped
    /// Held by something else (buffering, an interstitial about to present).
    case interrupted
}

/// Whether the item is sound only or has real video (cover art is not video).
public enum MediaType: String, Sendable, Codable {
    case audio
    case video
}
