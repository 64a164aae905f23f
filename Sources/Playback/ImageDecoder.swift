import FileIO

/// Decodes pictures for artwork: JPEG with libjpeg-turbo, scaled down while decoding; any
/// other format (png, webp…) with libmpv itself in a private, paused player. Every call
/// blocks until the picture is decoded, so callers run it away from the event loop.
public enum ImageDecoder {
    /// Decodes a picture file, at least `minimumSide` pixels on its longer side where its
    /// size allows (0: full size).
    public static func decode(path: String, minimumSide: Int = 0) throws(MPVError) -> DecodedPicture {
        guard case let .success(bytes) = FileReader.read(path: path, limit: FileBytes.limit) else {
            throw MPVError(code: MPVError.Kind.loadingFailed.rawValue, detail: "\(path): cannot be read")
        }
        if JPEGDecoder.isJPEG(bytes[...]),
           let picture = try? JPEGDecoder.decode(bytes[...], minimumSide: minimumSide) {
            return picture
        }
        return DecodedPicture(fullSize: try decodeWithPlayer(path))
    }

    /// Decodes the cover embedded in a media file: read from an mp3's or FLAC's tag when it is
    /// a JPEG, else shown by libmpv as the file's picture.
    public static func decodeCover(ofMedia path: String, minimumSide: Int = 0) throws(MPVError) -> DecodedPicture {
        if let bytes = EmbeddedPicture.bytes(inMedia: path), JPEGDecoder.isJPEG(bytes),
           let picture = try? JPEGDecoder.decode(bytes, minimumSide: minimumSide) {
            return picture
        }
        return DecodedPicture(fullSize: try decodeWithPlayer(path))
    }

    /// Loads `path` in a private, paused player without sound and returns its first picture.
    static func decodeWithPlayer(_ path: String, timeout: Double = 5) throws(MPVError) -> RawImage {
        var options = PlayerOptions(audioOutput: "null", videoOutput: "null")
        // The picture of this file only: no sound decoded, no cover.jpg beside it instead.
        options.extraOptions = [("pause", "yes"), ("aid", "no"), ("sid", "no"), ("cover-art-auto", "no")]
        let player = try Player(options: options)
        defer { player.close() }
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
