import CJPEG
import Glibc

/// Decodes JPEG with libjpeg-turbo, scaled down inside the decoder (DCT scaling by M/8): a
/// 3000×3000 cover asked for at 512 pixels comes out at 750×750 without a full-size picture
/// ever being built, which is most of the time and nearly all of the memory saved. At 1/8 a
/// baseline JPEG goes to JPEGPreviewDecoder first, which gives the same pixels faster.
enum JPEGDecoder {
    /// Whether `bytes` start like a JPEG file (SOI marker, then another marker).
    static func isJPEG(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.starts(with: [0xFF, 0xD8, 0xFF])
    }

    /// Decodes `bytes` at the smallest M/8 scale whose longer side is still `minimumSide`
    /// pixels (the original size if that is smaller; 0 for full size).
    static func decode(_ bytes: ArraySlice<UInt8>, minimumSide: Int) throws(MPVError) -> DecodedPicture {
        if let picture = JPEGPreviewDecoder.decode(bytes, minimumSide: minimumSide).picture { return picture }
        return try decodeWithLibjpeg(bytes, minimumSide: minimumSide)
    }

    /// `decode` with libjpeg-turbo alone.
    static func decodeWithLibjpeg(_ bytes: ArraySlice<UInt8>, minimumSide: Int) throws(MPVError) -> DecodedPicture {
        var picture = pd_jpeg_picture()
        let status = bytes.withUnsafeBufferPointer { data in
            pd_jpeg_decode(data.baseAddress, data.count, Int32(clamping: minimumSide), &picture)
        }
        guard status == 0, let pixels = picture.pixels, picture.width > 0, picture.height > 0 else {
            free(picture.pixels)
            throw MPVError(code: MPVError.Kind.loadingFailed.rawValue, detail: "JPEG: " + message(of: &picture))
        }
        defer { free(pixels) }
        let width = Int(picture.width), height = Int(picture.height)
        let rgba = Array(UnsafeBufferPointer(start: pixels, count: width * height * 4))
        return DecodedPicture(image: RawImage(width: width, height: height, stride: width * 4, format: "rgba", bytes: rgba),
                              originalWidth: Int(picture.original_width), originalHeight: Int(picture.original_height))
    }

    private static func message(of picture: inout pd_jpeg_picture) -> String {
        withUnsafeBytes(of: &picture.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
