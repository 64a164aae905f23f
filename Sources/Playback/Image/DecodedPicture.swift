/// A decoded picture, possibly decoded smaller than it is stored, and the size it is stored at.
public struct DecodedPicture: Sendable, Equatable {
    /// The pixels.
    public let image: RawImage
    /// The picture's width in its file.
    public let originalWidth: Int
    /// The picture's height in its file.
    public let originalHeight: Int

    /// Wraps pixels decoded from a picture of `originalWidth × originalHeight`.
    public init(image: RawImage, originalWidth: Int, originalHeight: Int) {
        self.image = image
        self.originalWidth = originalWidth
        self.originalHeight = originalHeight
    }

    /// A picture decoded at its own size.
    public init(fullSize image: RawImage) {
        self.init(image: image, originalWidth: image.width, originalHeight: image.height)
    }
}
