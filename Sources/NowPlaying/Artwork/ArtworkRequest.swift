import MediaFiles
import Playback

/// Where to look for one item's artwork, in order; made on the loop, decoded on the worker.
struct ArtworkRequest: Sendable {
    /// The picture file a sidecar names.
    var sidecarPath: String?
    /// A local media file whose embedded cover to decode.
    var mediaPath: String?
    /// A cover libmpv already decoded (a stream's), to convert and scale down.
    var screenshot: RawImage?
    /// The folder to look for cover.jpg and the like in.
    var folder: String?
    /// A server's song whose cover its server keeps (fetched on the worker, cached on disk).
    var server: (resources: any ServerItemResources, location: String)?
    /// Monotonic seconds when the request was made (for --trace-latency).
    var started: Double
}

/// Artwork decoded on the worker: pixels at a working size, with the picture's own size.
public struct DecodedArtwork: Sendable {
    /// The picture's size in its file.
    public let bounds: PixelSize
    /// The size of `rgba`: at most `bounds`, and smaller for a big picture.
    public let size: PixelSize
    /// Four bytes a pixel, row after row.
    public let rgba: [UInt8]
    /// The picture's own bytes (its file's, or the embedded cover's); nil for a screenshot.
    public let encoded: EncodedPicture?
    /// Monotonic seconds when decoding was asked for, and when the pixels were ready.
    public let started: Double
    public let decoded: Double
}
