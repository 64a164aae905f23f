import Foundation

extension Fixtures {
    /// One continuous 441 Hz tone of 4 s (44.1 kHz, 16-bit mono FLAC) and the same tone cut, to
    /// the sample, into two tracks of 2 s: played one after the other without a gap, the tracks
    /// are the whole again, sample for sample.
    public static func splitTone() throws -> (whole: String, parts: [String]) {
        let source = ["-f", "lavfi", "-i", "sine=frequency=441:sample_rate=44100:duration=4", "-ac", "1", "-sample_fmt", "s16"]
        let whole = try make("gapless-whole.flac") { try ffmpeg(source + ["-c:a", "flac", $0]) }
        let halves = ["start_sample=0:end_sample=88200", "start_sample=88200"]
        let parts = try halves.enumerated().map { index, range in
            try make("gapless-part-\(index + 1).flac") { path in
                try ffmpeg(source + ["-af", "atrim=\(range),asetpts=N/SR/TB", "-metadata", "title=Part \(index + 1)",
                                     "-metadata", "album=Gapless", "-c:a", "flac", path])
            }
        }
        return (whole, parts)
    }

    /// The samples of an audio file as signed 16-bit mono, decoded by ffmpeg.
    public static func samples(_ path: String) throws -> [Int16] {
        let raw = path + ".s16-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: raw) }
        try ffmpeg(["-i", path, "-f", "s16le", "-ac", "1", raw])
        let data = try Data(contentsOf: URL(fileURLWithPath: raw))
        return data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)).map { Int16(littleEndian: $0) } }
    }
}

extension Fixtures {
    /// A 1 s tone as FLAC whose ReplayGain tag asks for `trackGain` ("-6.02 dB").
    public static func replayGainTone(trackGain: String) throws -> String {
        try make("replaygain-\(trackGain.filter { $0.isNumber || $0 == "-" }).flac") { path in
            try ffmpeg(["-f", "lavfi", "-i", "sine=frequency=500:sample_rate=44100:duration=1", "-ac", "1", "-sample_fmt", "s16",
                        "-metadata", "REPLAYGAIN_TRACK_GAIN=\(trackGain)", "-metadata", "REPLAYGAIN_TRACK_PEAK=0.125",
                        "-c:a", "flac", path])
        }
    }
}
