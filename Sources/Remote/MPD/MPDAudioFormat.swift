import MediaFiles

/// The audio format MPD shows for a file (`Format: 44100:24:2`): the rate and channels the
/// stream has, and the sample format MPD's decoder plugin for it gives, which is the plugin's
/// choice more than the file's (Debian's MPD 0.23 decodes MP3 with libmad in 24-bit fixed
/// point, Opus with libopus in 16-bit integers, Vorbis in floats, WAV and AIFF with
/// libsndfile, the rest with FFmpeg in the decoder's own sample format).
enum MPDAudioFormat {
    /// `rate:bits:channels`, `f` for floating-point samples, as MPD writes it.
    static func text(_ layout: AudioLayout) -> String {
        "\(layout.sampleRate):\(sampleFormat(layout)):\(layout.channels)"
    }

    private static func sampleFormat(_ layout: AudioLayout) -> String {
        let codec = layout.codec ?? ""
        switch codec {
        case "mp1", "mp2", "mp3": return "24"
        case "opus": return "16"
        case "vorbis": return "f"
        // MPD's FLAC plugin and FFmpeg's ALAC decoder keep 24 bits in 32 (S24_P32 for FLAC,
        // which MPD writes as 24; S32 for ALAC), and 16 as 16.
        case "flac": return layout.sampleBits.map(String.init) ?? "16"
        case "alac": return layout.sampleBits.map { $0 <= 16 ? "16" : "32" } ?? "16"
        default:
            guard codec.hasPrefix("pcm_") else { return layout.sampleBits.map(String.init) ?? "f" }
            // libsndfile widens 8 bits to 16 and gives floats for floating-point files.
            if codec.hasPrefix("pcm_f") { return "f" }
            if codec.contains("24") { return "24" }
            if codec.contains("32") { return "32" }
            return "16"
        }
    }
}
