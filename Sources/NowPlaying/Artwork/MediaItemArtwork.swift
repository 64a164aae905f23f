import MediaFiles
import Playback

/// An item's artwork (MPMediaItemArtwork): its full size, and an image close to any size
/// asked for, from a small cache so that nothing is resized twice for the same size.
public final class MediaItemArtwork {
    /// The size of the original picture.
    public let bounds: PixelSize
    /// Monotonic seconds when decoding was asked for and when it was done, for
    /// `--trace-latency`; nil for a picture the program supplied ready-made.
    public let decodeTimes: (started: Double, decoded: Double)?
    /// The picture as its file or the media file stores it (for `mpris:artUrl`); nil for
    /// pixels that have no such bytes (a stream's cover from the player, the demo's picture).
    public let encoded: EncodedPicture?
    /// The pixels held: the picture itself, or a big one already scaled down while decoding.
    private let stored: PixelSize
    private let original: [UInt8]
    private var cache: [PixelSize: ArtworkImage] = [:]
    private var recent: [PixelSize] = []
    private let cacheLimit = 4

    /// Wraps a decoded picture; nil if it has no pixels.
    public init?(image: RawImage) {
        guard image.width > 0, image.height > 0 else { return nil }
        bounds = PixelSize(width: image.width, height: image.height)
        stored = bounds
        original = image.rgba()
        decodeTimes = nil
        encoded = nil
    }

    /// Wraps artwork the worker decoded; nil if it has no pixels.
    public init?(_ decoded: DecodedArtwork) {
        guard decoded.size.width > 0, decoded.size.height > 0,
              decoded.rgba.count >= decoded.size.width * decoded.size.height * 4 else { return nil }
        bounds = decoded.bounds
        stored = decoded.size
        original = decoded.rgba
        decodeTimes = (decoded.started, decoded.decoded)
        encoded = decoded.encoded
    }

    /// The picture scaled (down only, aspect kept) to fit inside `size`, as RGBA.
    public func image(closestTo size: PixelSize) -> ArtworkImage {
        let fit = bounds.fitted(in: size)
        let target = stored == bounds ? fit : stored.fitted(in: fit)
        if let hit = cache[target] { return hit }
        let image = target == stored
            ? ArtworkImage(size: stored, rgba: original)
            : ArtworkImage(size: target, rgba: Self.boxScaled(original, from: stored, to: target))
        cache[target] = image
        recent.append(target)
        if recent.count > cacheLimit { cache[recent.removeFirst()] = nil }
        return image
    }

    /// How many sizes are held now (for tests of the cache).
    public var cachedSizes: Int { cache.count }

    /// Averages every source pixel that falls in each target pixel: sharp enough for
    /// terminal cells, and it never aliases a large cover into noise.
    static func boxScaled(_ source: [UInt8], from: PixelSize, to: PixelSize) -> [UInt8] {
        guard to.width > 0, to.height > 0, source.count >= from.width * from.height * 4 else { return [] }
        let columns = (0..<to.width).map { tx in
            let x0 = tx * from.width / to.width
            return (x0 * 4, max(x0 + 1, (tx + 1) * from.width / to.width) * 4)
        }
        var out = [UInt8](repeating: 0, count: to.width * to.height * 4)
        source.withUnsafeBufferPointer { pixels in
            out.withUnsafeMutableBufferPointer { target in
                var o = 0
                for ty in 0..<to.height {
                    let y0 = ty * from.height / to.height, y1 = max(y0 + 1, (ty + 1) * from.height / to.height)
                    for (start, end) in columns {
                        var r = 0, g = 0, b = 0, a = 0
                        for y in y0..<y1 {
                            let row = y * from.width * 4
                            var index = row + start
                            while index < row + end {
                                r += Int(pixels[index]); g += Int(pixels[index + 1])
                                b += Int(pixels[index + 2]); a += Int(pixels[index + 3])
                                index += 4
                            }
                        }
                        let count = (y1 - y0) * (end - start) / 4
                        target[o] = UInt8(r / count); target[o + 1] = UInt8(g / count)
                        target[o + 2] = UInt8(b / count); target[o + 3] = UInt8(a / count)
                        o += 4
                    }
                }
            }
        }
        return out
    }
}

/// Pixels ready to draw: tightly packed RGBA.
public struct ArtworkImage: Sendable, Equatable {
    /// Its size in pixels.
    public let size: PixelSize
    /// Four bytes a pixel, row after row.
    public let rgba: [UInt8]

    /// Wraps pixels: `rgba` holds `size.width × size.height × 4` bytes.
    public init(size: PixelSize, rgba: [UInt8]) {
        self.size = size
        self.rgba = rgba
    }
}
