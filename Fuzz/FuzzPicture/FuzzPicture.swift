import MediaFiles

/// libFuzzer entry: any bytes given to the picture decoders (TurboJPEG, libavcodec and
/// libswscale behind PlayDeck's limits) decode to as many pixels as they say, or fail; never a
/// crash or a picture past the limits. The first byte picks the format, or (past the last one)
/// lets the bytes' signature pick it, and how small a side is asked for.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPicture(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    guard let choice = bytes.first else { return 0 }
    let rest = Array(bytes.dropFirst())
    let formats = PictureFormat.allCases
    let index = Int(choice & 0x0F)
    let picture = index < formats.count ? EncodedPicture(bytes: rest, format: formats[index]) : EncodedPicture(bytes: rest)
    guard let picture, let decoded = try? PictureDecoder.decode(picture, minimumSide: Int(choice >> 4) * 32) else { return 0 }
    precondition(decoded.rgba.count == decoded.width * decoded.height * 4, "pixels and size disagree")
    precondition(decoded.width <= decoded.originalWidth && decoded.height <= decoded.originalHeight, "scaled up")
    precondition(decoded.originalWidth <= PictureLimits.side && decoded.originalHeight <= PictureLimits.side, "past the limit")
    return 0
}
