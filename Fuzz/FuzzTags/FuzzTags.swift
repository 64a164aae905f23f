import Glibc
import Playback

/// The file each input is written to: one per fuzzing process (libFuzzer's jobs are processes).
let inputPath = "/tmp/playdeck-fuzz-tags-\(getpid())"

/// libFuzzer entry: any bytes, as a file, give tags or nil (ID3v2 and v1, FLAC, Ogg), never a
/// crash, a hang or a huge allocation. The bytes are written to a file and read by path, so the
/// reader's own reads, skips and seek to the end (ID3v1) are what is fuzzed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTags(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let descriptor = open(inputPath, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return 0 }
    let written = size > 0 ? write(descriptor, data, size) : 0
    close(descriptor)
    guard written == size else { return 0 }
    _ = MediaTags.read(path: inputPath)
    return 0
}
