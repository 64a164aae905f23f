import NowPlaying

/// Where the tile's video frames come from: libmpv's software renderer in the program, a
/// fake in tests. The tile watches `updateDescriptor` on its loop and renders only the
/// latest frame when woken, so frames that cannot be drawn in time are dropped, not queued.
public protocol VideoFrameSource: AnyObject {
    /// Readable when a new frame is due.
    var updateDescriptor: Int32 { get }
    /// Drains the pending wake-ups; true when a new frame should be drawn.
    func frameIsDue() -> Bool
    /// The picture's size in pixels, for its aspect ratio; nil while unknown.
    func pictureSize() -> PixelSize?
    /// The current frame scaled to exactly `width × height`, as RGBA; nil if it cannot be drawn.
    func renderRGBA(width: Int, height: Int) -> [UInt8]?
}

/// How video fills the artwork area (the seeds' pinch to zoom).
public enum VideoFit: Sendable, Equatable {
    /// The whole picture, letterboxed.
    case fit
    /// The area covered, the picture's overflow cropped.
    case fill

    /// The other one.
    public var toggled: VideoFit { self == .fit ? .fill : .fit }
}
