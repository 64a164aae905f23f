import CAV

/// PNG, WebP, GIF and BMP through libavcodec, converted (and scaled down, averaging) to RGBA
/// by libswscale.
enum FFmpegPictureDecoder {
    static func decode(_ picture: EncodedPicture, minimumSide: Int) throws(MediaFileError) -> DecodedPicture {
        try FFmpeg.load()
        var frame: UnsafeMutablePointer<AVFrame>?
        let status = picture.bytes.withUnsafeBufferPointer { data in
            pd_av_picture_decode(picture.format.codec, data.baseAddress, data.count, Int64(PictureLimits.pixels), &frame)
        }
        defer { pd_av_frame_free(&frame) }
        let name = picture.format.rawValue.uppercased()
        guard status == 0, let frame else {
            // The decoder refuses a picture over max_pixels with EINVAL, as it does a broken one.
            throw MediaFileError(.corrupt, "\(name): \(FFmpeg.text(of: status))")
        }
        let width = Int(frame.pointee.width), height = Int(frame.pointee.height)
        try PictureLimits.check(width: width, height: height)
        let size = PictureLimits.size(width: width, height: height, minimumSide: minimumSide)
        var converted: Int32 = 0
        let rgba = [UInt8](unsafeUninitializedCapacity: size.width * size.height * 4) { pixels, count in
            converted = pd_av_picture_rgba(frame, Int32(size.width), Int32(size.height), pixels.baseAddress)
            count = converted == 0 ? pixels.count : 0
        }
        guard converted == 0 else { throw MediaFileError(.corrupt, "\(name): \(FFmpeg.text(of: converted))") }
        return DecodedPicture(width: size.width, height: size.height, rgba: rgba, originalWidth: width, originalHeight: height)
    }
}
