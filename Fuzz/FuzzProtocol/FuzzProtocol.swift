import NowPlaying
import Remote

/// libFuzzer entry: a line from a client of the control socket, a line from a player to an
/// attached tile and a line from a Syncplay server each parse or are refused with a reason;
/// none may crash the reader.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProtocol(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: data == nil ? 0 : size))
    if case let .failure(error) = ControlRequest.parse(bytes) {
        precondition(!error.message.isEmpty, "a request refused without a reason")
    }
    if let refusal = SyncplayLineDecoder.refusal(bytes) {
        precondition(!refusal.isEmpty, "a Syncplay line refused without a reason")
    }
    switch ServerLine.parse(bytes, now: 0) {
    case let .success(.value(.artwork(picture))):
        // Pixels that do not fill their size never reach the artwork cache.
        precondition(picture.image.rgba.count == picture.image.size.width * picture.image.size.height * 4)
    case let .failure(error):
        precondition(!error.description.isEmpty, "a line refused without a reason")
    default:
        break
    }
    return 0
}
