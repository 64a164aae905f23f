/// An image as libmpv's `screenshot-raw` returns it: packed pixels, row by row.
public struct RawImage: Sendable, Equatable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from the start of one row to the next.
    public let stride: Int
    /// mpv's name for the layout, e.g. "bgr0" (blue, green, red, padding).
    public let format: String
    /// The pixel bytes, `stride * height` of them.
    public let bytes: [UInt8]

    /// Creates an image; `bytes` must hold `stride * height` bytes.
    public init(width: Int, height: Int, stride: Int, format: String, bytes: [UInt8]) {
        self.width = width
        self.height = height
        self.stride = stride
        self.format = format
        self.bytes = bytes
    }

    /// The image as tightly packed RGBA, which is what renderers take.
    public func rgba() -> [UInt8] {
        if format == "rgba", stride == width * 4, bytes.count == stride * height { return bytes }
        var out = [UInt8](repeating: 255, count: width * height * 4)
        let order: (r: Int, g: Int, b: Int, a: Int?) = switch format {
        case "rgba": (0, 1, 2, 3)
        case "rgb0": (0, 1, 2, nil)
        case "bgra": (2, 1, 0, 3)
        default: (2, 1, 0, nil)  // bgr0, mpv's default for screenshot-raw
        }
        for y in 0..<height {
            let row = y * stride
            for x in 0..<width {
                let src = row + x * 4
                let dst = (y * width + x) * 4
                guard src + 3 < bytes.count else { continue }
                out[dst] = bytes[src + order.r]
                out[dst + 1] = bytes[src + order.g]
                out[dst + 2] = bytes[src + order.b]
                if let a = order.a { out[dst + 3] = bytes[src + a] }
            }
        }
        return out
    }
}
