/// A size in pixels.
public struct PixelSize: Hashable, Sendable, Codable {
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int

    /// Creates a size.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The largest size with this one's aspect ratio that fits inside `box`.
    public func fitted(in box: PixelSize) -> PixelSize {
        guard width > 0, height > 0, box.width > 0, box.height > 0 else { return PixelSize(width: 0, height: 0) }
        let scale = min(Double(box.width) / Double(width), Double(box.height) / Double(height), 1)
        return PixelSize(width: max(1, Int((Double(width) * scale).rounded())),
                         height: max(1, Int((Double(height) * scale).rounded())))
    }
}
