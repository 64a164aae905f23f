import Library

/// libFuzzer entry: playlist text of any shape parses or is refused, never crashes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPlaylist(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
    _ = Playlist.parse(String(decoding: bytes, as: UTF8.self), base: "/base", isPLS: size % 2 == 0)
    return 0
}
