import CAV

/// FFmpeg's libraries, opened on first use (never at start-up: see CAV/shim.h).
enum FFmpeg {
    /// Loads the libraries if they are not yet; throws when they cannot be.
    static func load() throws(MediaFileError) {
        var reason: UnsafePointer<CChar>?
        guard pd_av_load(&reason) == 0 else {
            throw MediaFileError(.libraryMissing, reason.map { String(cString: $0) } ?? "FFmpeg's libraries are missing")
        }
    }

    /// FFmpeg's words for a negative AVERROR code.
    static func text(of code: Int32) -> String {
        var buffer = [CChar](repeating: 0, count: 256)
        pd_av_error_text(code, &buffer, buffer.count)
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The AVERROR code of a POSIX errno (FFmpeg's AVERROR(e) macro, which Swift cannot import).
    static func error(_ errno: Int32) -> Int32 { -errno }
}
