/// What PlayDeck agrees to decode, checked before any pixel is allocated: a cover's header can
/// claim 65535×65535, and its file can be of any size.
public enum PictureLimits {
    /// The most bytes of an encoded picture (a file, an embedded cover): a 50 MB cover is refused.
    public static let encodedBytes = 16 << 20
    /// The longest side a stored picture may have.
    public static let side = 16384
    /// The most pixels decoded, whatever the picture's size: 100 MiB of RGBA.
    public static let pixels = (100 << 20) / 4

    /// Throws unless a picture stored at `width`×`height` may be decoded.
    static func check(width: Int, height: Int) throws(MediaFileError) {
        guard width > 0, height > 0 else { throw MediaFileError(.corrupt, "a picture of \(width)×\(height) pixels") }
        guard width <= side, height <= side else {
            throw MediaFileError(.tooLarge, "a picture of \(width)×\(height) pixels (at most \(side) a side)")
        }
    }

    /// The size to decode a `width`×`height` picture at when the caller wants at least
    /// `minimumSide` pixels on its longer side (0: its own size): scaled down, never up.
    static func size(width: Int, height: Int, minimumSide: Int) -> (width: Int, height: Int) {
        let longer = max(width, height)
        guard minimumSide > 0, minimumSide < longer else { return (width, height) }
        func scaled(_ side: Int) -> Int { max(1, (side * minimumSide + longer / 2) / longer) }
        return (scaled(width), scaled(height))
    }
}
