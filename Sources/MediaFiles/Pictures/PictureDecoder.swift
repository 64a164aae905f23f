/// Decodes pictures for artwork, whatever their format and wherever they come from (a file,
/// an embedded cover), through one path: JPEG with libjpeg-turbo, scaled down while decoding;
/// PNG, WebP, GIF and BMP with libavcodec. Every call blocks until the picture is decoded, so
/// callers run it off the event loop. What `PictureLimits` refuses is an error before any
/// pixel is allocated.
public enum PictureDecoder {
    /// Decodes `picture`, at least `minimumSide` pixels on its longer side where its size
    /// allows (0: full size).
    public static func decode(_ picture: EncodedPicture, minimumSide: Int = 0) throws(MediaFileError) -> DecodedPicture {
        guard picture.bytes.count <= PictureLimits.encodedBytes else {
            throw MediaFileError(.tooLarge, "a picture over \(PictureLimits.encodedBytes >> 20) MiB")
        }
        return switch picture.format {
        case .jpeg: try TurboJPEG.decode(picture.bytes, minimumSide: minimumSide)
        default: try FFmpegPictureDecoder.decode(picture, minimumSide: minimumSide)
        }
    }

    /// Decodes the picture file at `path`.
    public static func decode(path: String, minimumSide: Int = 0) throws(MediaFileError) -> DecodedPicture {
        try decode(EncodedPicture.read(path: path), minimumSide: minimumSide)
    }
}
