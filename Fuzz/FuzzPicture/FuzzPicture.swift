@testable import Playback

/// libFuzzer entry: an ID3v2 tag of any shape gives a picture or nil, and any bytes given to
/// the JPEG decoder decode or throw (libjpeg's errors come back through the C shim's longjmp);
/// never a crash. The first byte picks which.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPicture(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    guard let choice = bytes.first else { return 0 }
    let rest = Array(bytes.dropFirst())
    if choice & 1 == 0 {
        guard rest.count >= 10 else { return 0 }
        _ = ID3Tag(header: Array(rest[0..<10]), body: Array(rest[10...])).picture()
    } else if JPEGDecoder.isJPEG(rest[...]) {
        _ = try? JPEGDecoder.decode(rest[...], minimumSide: 64)
    }
    return 0
}
