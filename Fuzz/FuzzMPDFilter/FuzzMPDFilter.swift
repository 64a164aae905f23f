import Remote

/// libFuzzer entry: any arguments (NUL-separated) given to MPD's filter parser are parsed or
/// refused with one of MPD's messages, never a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMPDFilter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
    let arguments = bytes.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    for foldCase in [false, true] {
        if let message = MPDFilterParser(foldCase: foldCase).check(arguments) {
            precondition(!message.isEmpty && !message.contains("\n"), "a refusal is one line: \(message)")
        }
    }
    return 0
}
