/// Decodes a picture file (jpg, png, webp…) with libmpv itself, so PlayDeck needs no image library.
public enum ImageDecoder {
    /// Loads the image in a private, paused player and returns its pixels.
    public static func decode(path: String, timeout: Double = 5) throws(MPVError) -> RawImage {
        let player = try Player(options: PlayerOptions(audioOutput: "null", videoOutput: "null"))
        defer { player.close() }
        try player.setOption("pause", "yes")
        try player.load(path)
        var waited = 0.0
        while waited < timeout {
            for event in player.nextEvents() {
                switch event {
                case .playbackRestarted: return try player.screenshotRaw()
                case let .fileEnded(_, .error(error)): throw error
                case .fileEnded: throw MPVError(code: -13, detail: "\(path) holds no picture")
                default: continue
                }
            }
            _ = player.waitForEvents(timeout: 0.25)
            waited += 0.25
        }
        throw MPVError(code: -13, detail: "\(path): timed out decoding the picture")
    }
}
