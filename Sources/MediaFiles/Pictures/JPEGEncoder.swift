import CTurboJPEG

/// Encodes pixels as JPEG with libjpeg-turbo, for a picture that has no file of its own (a
/// stream's cover, taken from the player) when one is wanted.
public enum JPEGEncoder {
    /// A JPEG of `width`×`height` tightly packed RGBA pixels (alpha dropped); nil if the sizes
    /// disagree or the encoder fails.
    public static func encode(rgba: [UInt8], width: Int, height: Int, quality: Int = 90) -> EncodedPicture? {
        guard width > 0, height > 0, width <= PictureLimits.side, height <= PictureLimits.side,
              rgba.count == width * height * 4, let handle = tjInitCompress() else { return nil }
        defer { tjDestroy(handle) }
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        let status = rgba.withUnsafeBufferPointer { pixels in
            tjCompress2(handle, pixels.baseAddress, Int32(width), Int32(width * 4), Int32(height), Int32(TJPF_RGBA.rawValue),
                        &output, &size, Int32(TJSAMP_420.rawValue), Int32(max(1, min(100, quality))), 0)
        }
        defer { tjFree(output) }
        guard status == 0, let output, size > 0 else { return nil }
        return EncodedPicture(bytes: Array(UnsafeBufferPointer(start: output, count: Int(size))), format: .jpeg)
    }
}
