import MediaFiles

/// libFuzzer entry: any bytes, read by libavformat through PlayDeck's in-memory AVIOContext
/// (every demuxer PlayDeck allows, its reads and seeks), give tags or an error; a cover that
/// comes with them is within the limit and decodes or fails. Never a crash, a hang or an
/// allocation past libFuzzer's limit.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTags(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    guard let tags = try? MediaTags.read(bytes: bytes, cover: true) else { return 0 }
    precondition(tags.values.allSatisfy { $0.key.utf8.count <= 65536 && $0.value.utf8.count <= 65536 }, "a tag over the cap")
    if let cover = tags.cover {
        precondition(cover.bytes.count <= PictureLimits.encodedBytes, "a cover over the limit")
        _ = try? PictureDecoder.decode(cover, minimumSide: 64)
    }
    return 0
}
