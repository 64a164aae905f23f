import Playback

/// An item's artwork (MPMediaItemArtwork): its full size, and an image close to any size
/// asked for, from a small cache so that nothing is resized twice for the same size.
public final class MediaItemArtwork {
    /// The size of the original picture.
    public let bounds: PixelSize
    private let original: [UInt8]
    private var cache: [PixelSize: ArtworkImage] = [:]
    private var recent: [PixelSize] = []
    private let cacheLimit = 4

    /// Wraps a decoded picture; nil if it has no pixels.
    public init?(image: RawImage) {
        guard image.width > 0, image.height > 0 else { return nil }
        bounds = PixelSize(width: image.width, height: image.height)
        original = image.rgba()
    }

    /// The picture scaled (down only, aspect kept) to fit inside `size`, as RGBA.
    public func image(closestTo size: PixelSize) -> ArtworkImage {
        let target = bounds.fitted(in: size)
        if let hit = cache[target] { return hit }
        let image = target == bounds
            ? ArtworkImage(size: bounds, rgba: original)
            : ArtworkImage(size: target, rgba: Self.boxScaled(original, from: bounds, to: target))
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
        var out = [UInt8](repeating: 0, count: to.width * to.height * 4)
        for ty in 0..<to.height {
            let y0 = ty * from.height / to.height, y1 = max(y0 + 1, (ty + 1) * from.height / to.height)
            for tx in 0..<to.width {
                let x0 = tx * from.width / to.width, x1 = max(x0 + 1, (tx + 1) * from.width / to.width)
                var sum = (0, 0, 0, 0)
                for y in y0..<y1 {
                    var index = (y * from.width + x0) * 4
                    for _ in x0..<x1 {
                        sum.0 += Int(source[index]); sum.1 += Int(source[index + 1])
                        sum.2 += Int(source[index + 2]); sum.3 += Int(source[index + 3])
                        index += 4
                    }
                }
                let count = (y1 - y0) * (x1 - x0), o = (ty * to.width + tx) * 4
                out[o] = UInt8(sum.0 / count); out[o + 1] = UInt8(sum.1 / count)
                out[o + 2] = UInt8(sum.2 / count); out[o + 3] = UInt8(sum.3 / count)
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
}
