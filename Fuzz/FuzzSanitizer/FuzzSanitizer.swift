import NowPlaying

/// libFuzzer entry: sanitised text holds no control character, and sanitising is idempotent.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSanitizer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
    let clean = Sanitized.line(String(decoding: bytes, as: UTF8.self))
    precondition(!clean.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    precondition(Sanitized.line(clean) == clean || clean.hasSuffix("…"))
    return 0
}
