import Settings

/// libFuzzer entry: any bytes as a config or a sidecar parse or give positioned errors, never crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSettings(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
    let text = String(decoding: bytes, as: UTF8.self)
    if size % 2 == 0 {
        if case let .failure(errors) = Config.parse(text: text, path: "fuzz.toml") { precondition(!errors.errors.isEmpty) }
    } else {
        if case let .failure(errors) = Sidecar.parse(text: text, path: "/fuzz/a.mp3.playdeck.toml") {
            precondition(!errors.errors.isEmpty)
        }
    }
    return 0
}
