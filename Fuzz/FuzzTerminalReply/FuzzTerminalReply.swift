@testable import ControlCenter

/// libFuzzer entry: any bytes read back from a terminal parse without a crash into replies that
/// are sane (a version of printable ASCII, a positive cell size); a DA1 reply after them,
/// however they end, is still found (the probe's wait ends on it); and what a first part of
/// them showed, all of them still show.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTerminalReply(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    let replies = TerminalReplies.parse(bytes)
    if let version = replies.version { precondition(version.utf8.allSatisfy { (0x20...0x7E).contains($0) }) }
    if let cell = replies.cellSize { precondition(cell.width > 0 && cell.height > 0) }
    let answered = TerminalReplies.parse(bytes + Array("\u{1B}[?62;4c".utf8))
    precondition(answered.deviceAttributes == [4])
    // The probe reads in parts: what a part already showed, the whole still shows.
    let cut = bytes.isEmpty ? 0 : Int(bytes[0]) % (bytes.count + 1)
    let part = TerminalReplies.parse(bytes[0..<cut])
    precondition(part.kitty == nil || replies.kitty != nil)
    precondition(part.version == nil || replies.version != nil)
    precondition(part.cellSize == nil || replies.cellSize != nil)
    precondition(!part.answeredDeviceAttributes || replies.answeredDeviceAttributes)
    return 0
}
