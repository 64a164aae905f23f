/// A decoded picture, possibly decoded smaller than it is stored, and the size it is stored at.
public struct DecodedPicture: Sendable, Equatable {
    /// Pixels across.
    public let width: Int
    /// Pixels down.
    public let height: Int
    /// Four bytes a pixel (red, green, blue, alpha), row after row, nothing between rows.
    public let rgba: [UInt8]
    /// The picture's width in its file.
    public let originalWidth: Int
    /// The picture's height in its file.
    public let originalHeight: Int

    /// Pixels decoded from a picture of `originalWidth × originalHeight` (by default their own size).
    public init(width: Int, height: Int, rgba: [UInt8], originalWidth: Int? = nil, originalHeight: Int? = nil) {
        self.width = width
        self.height = height
        self.rgba = rgba
        self.originalWidth = originalWidth ?? width
        self.originalHeight = originalHeight ?? height
    }
}
