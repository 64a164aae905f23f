import Commands

/// libFuzzer entry: a command line of any shape parses, and prints back to itself, or is refused.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommand(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
    guard let instruction = try? Instruction(parsing: String(decoding: bytes, as: UTF8.self)) else { return 0 }
    // What parses must survive a round trip through its own text.
    precondition((try? Instruction(parsing: instruction.text)) == instruction, "round trip failed for \(instruction)")
    return 0
}
