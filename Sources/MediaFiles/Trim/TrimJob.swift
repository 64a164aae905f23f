import CAV
import Glibc

/// A part of a media file copied into a new file without decoding (libavformat's stream
/// copy), a slice of packets at a time so that the caller can show progress and cancel
/// between slices. The output is created beside nothing and never overwrites: `TrimOutput`
/// reserves its name first; an output that is not finished is removed.
public final class TrimJob {
    /// Where the new file is.
    public let output: String
    /// Where the cut starts in the original, in seconds: the keyframe at or before the start
    /// asked for when there is video, else the start asked for.
    public let start: Double
    /// Where it ends, in seconds: the end asked for, or the file's end when that comes first.
    public let end: Double
    /// Whether the file has video (then the start is a keyframe's).
    public let hasVideo: Bool
    /// How many covers were left out because the output's container has no place for them (Ogg).
    public let droppedCovers: Int
    /// How much is written, 0 to 1.
    public private(set) var progress = 0.0
    /// Whether the file is complete.
    public private(set) var isFinished = false
    private var handle: OpaquePointer?

    /// Opens `input` and starts `output` (reserved empty by `TrimOutput.reserve`), for the part
    /// from `from` to `to` seconds; its bytes go to `target` when given (a path to the reserved
    /// file opened already, so that a name removed meanwhile is never made again). Throws with
    /// one line; the output is removed then.
    public init(input: String, from: Double, to: Double, output: String, target: String? = nil) throws(MediaFileError) {
        self.output = output
        var error = [CChar](repeating: 0, count: 256)
        var handle: OpaquePointer?
        var info = pd_trim_info()
        let result = pd_trim_open(input, output, target, from, to, &handle, &info, &error, error.count)
        guard result == 0, let handle else {
            unlink(output)
            throw MediaFileError(result == FFmpeg.error(ENOSYS) ? .libraryMissing : .unreadable, Self.text(error))
        }
        self.handle = handle
        start = info.start
        end = info.end
        hasVideo = info.has_video != 0
        droppedCovers = Int(info.dropped_pictures)
    }

    deinit { cancel() }

    /// Copies the next slice; true while there is more. Throws with one line (the output is
    /// removed).
    @discardableResult
    public func step(packets: Int = 512) throws(MediaFileError) -> Bool {
        guard let handle, !isFinished else { return false }
        var error = [CChar](repeating: 0, count: 256)
        var done = progress
        let result = pd_trim_step(handle, Int32(packets), &done, &error, error.count)
        progress = done
        if result < 0 {
            cancel()
            throw MediaFileError(.corrupt, Self.text(error))
        }
        if result == 0 {
            pd_trim_close(handle)
            self.handle = nil
            isFinished = true
        }
        return result > 0
    }

    /// Stops; an unfinished output is removed.
    public func cancel() {
        guard let handle else { return }
        pd_trim_close(handle)
        self.handle = nil
        if !isFinished { unlink(output) }
    }

    private static func text(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}

/// The name a trimmed file gets, reserved so that nothing is overwritten.
public enum TrimOutput {
    /// `NAME (trimmed).EXT` beside `input`; `NAME (trimmed 2).EXT` and on when taken.
    public static func name(for input: String, taken: (String) -> Bool) -> String {
        let slash = input.lastIndex(of: "/")
        let folder = slash.map { String(input[...$0]) } ?? ""
        let file = slash.map { String(input[input.index(after: $0)...]) } ?? input
        let dot = file.lastIndex(of: ".").flatMap { $0 == file.startIndex ? nil : $0 }
        let stem = dot.map { String(file[..<$0]) } ?? file
        let suffix = dot.map { String(file[$0...]) } ?? ""
        var number = 1
        while true {
            let candidate = folder + stem + (number == 1 ? " (trimmed)" : " (trimmed \(number))") + suffix
            if !taken(candidate) { return candidate }
            number += 1
        }
    }

    /// Creates the output empty, exclusively: `explicit` (which must not exist), or the next
    /// free `name(for:)`. Throws with one line when the folder cannot be written.
    public static func reserve(for input: String, explicit: String?) throws(MediaFileError) -> String {
        for _ in 0..<100 {
            let path = explicit ?? name(for: input) { access($0, F_OK) == 0 }
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if fd >= 0 {
                close(fd)
                return path
            }
            let why = String(cString: strerror(errno))
            if errno != EEXIST || explicit != nil { throw MediaFileError(.unreadable, "cannot write \(path): \(why)") }
        }
        throw MediaFileError(.unreadable, "cannot find a free name beside \(input)")
    }
}
