@testable import Playback

/// libFuzzer entry: an ID3v2 tag of any shape gives a picture or nil, and any bytes given to
/// the JPEG decoders decode or fail (libjpeg's errors come back through the C shim's longjmp);
/// never a crash. The 1/8 decoder must give the same with one thread as with two, however
/// small the data. The first byte picks which.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPicture(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    guard let choice = bytes.first else { return 0 }
    let rest = Array(bytes.dropFirst())
    if choice & 1 == 0 {
        guard rest.count >= 10 else { return 0 }
        _ = ID3Tag(header: Array(rest[0..<10]), body: Array(rest[10...])).picture()
    } else if choice & 2 == 0 {
        if JPEGDecoder.isJPEG(rest[...]) { _ = try? JPEGDecoder.decode(rest[...], minimumSide: 64) }
    } else {
        let one = JPEGPreviewDecoder.decode(rest[...], minimumSide: 1, threads: .one)
        let two = JPEGPreviewDecoder.decode(rest[...], minimumSide: 1, threads: .two)
        precondition(one.status == two.status && one.picture == two.picture, "one thread and two disagree")
    }
    return 0
}
