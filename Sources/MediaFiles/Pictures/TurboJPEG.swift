import CTurboJPEG

/// JPEG through libjpeg-turbo's TurboJPEG API, decoded scaled down inside the decoder (DCT
/// scaling): a 3000×3000 cover asked for at 320 pixels comes out at 375×375 (1/8) without a
/// full-size picture ever being built.
enum TurboJPEG {
    static func decode(_ bytes: [UInt8], minimumSide: Int) throws(MediaFileError) -> DecodedPicture {
        guard let handle = tjInitDecompress() else { throw MediaFileError(.tooLarge, "libjpeg-turbo could not start") }
        defer { tjDestroy(handle) }
        var width: Int32 = 0, height: Int32 = 0, subsampling: Int32 = 0, colorspace: Int32 = 0
        let header = bytes.withUnsafeBufferPointer { data in
            tjDecompressHeader3(handle, data.baseAddress, UInt(data.count), &width, &height, &subsampling, &colorspace)
        }
        guard header == 0 else { throw MediaFileError(.corrupt, "JPEG: " + message(handle)) }
        try PictureLimits.check(width: Int(width), height: Int(height))
        let size = scaledSize(width: Int(width), height: Int(height), minimumSide: minimumSide)
        guard size.width * size.height <= PictureLimits.pixels else {
            throw MediaFileError(.tooLarge, "a JPEG of \(width)×\(height) pixels")
        }
        var status: Int32 = 0
        let rgba = [UInt8](unsafeUninitializedCapacity: size.width * size.height * 4) { pixels, count in
            status = bytes.withUnsafeBufferPointer { data in
                tjDecompress2(handle, data.baseAddress, UInt(data.count), pixels.baseAddress, Int32(size.width),
                              Int32(size.width * 4), Int32(size.height), Int32(TJPF_RGBA.rawValue), 0)
            }
            // A warning (a truncated file, junk after the picture) still leaves every row written.
            if status != 0, tjGetErrorCode(handle) != Int32(TJERR_WARNING.rawValue) {
                count = 0
            } else {
                count = pixels.count
                status = 0
            }
        }
        guard status == 0 else { throw MediaFileError(.corrupt, "JPEG: " + message(handle)) }
        return DecodedPicture(width: size.width, height: size.height, rgba: rgba,
                              originalWidth: Int(width), originalHeight: Int(height))
    }

    /// The smallest of libjpeg-turbo's scaling factors (M/8 here) that keeps the longer side at
    /// least `minimumSide` (or the whole picture, when it is smaller than that).
    static func scaledSize(width: Int, height: Int, minimumSide: Int) -> (width: Int, height: Int) {
        let longer = max(width, height)
        let wanted = minimumSide > 0 ? min(minimumSide, longer) : longer
        var count: Int32 = 0
        var best = (num: 1, denom: 1)
        if let factors = tjGetScalingFactors(&count) {
            for factor in UnsafeBufferPointer(start: factors, count: Int(count)) {
                let num = Int(factor.num), denom = Int(factor.denom)
                guard num > 0, denom > 0, num <= denom, scaled(longer, num, denom) >= wanted,
                      num * best.denom < best.num * denom else { continue }
                best = (num, denom)
            }
        }
        return (scaled(width, best.num, best.denom), scaled(height, best.num, best.denom))
    }

    /// TJSCALED, which Swift cannot import.
    private static func scaled(_ side: Int, _ num: Int, _ denom: Int) -> Int { (side * num + denom - 1) / denom }

    static func message(_ handle: tjhandle?) -> String {
        tjGetErrorStr2(handle).map { String(cString: $0) } ?? "libjpeg-turbo failed"
    }
}
