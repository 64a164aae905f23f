import CAV

/// Reads what a local media file is made of with libavformat: its container and streams are
/// opened and their first packets read (never the whole file), nothing is played.
public enum MediaProbe {
    /// The facts of the regular file at `path`. Blocks on the disk and may decode a few packets:
    /// call it off the event loop.
    public static func read(path: String) throws(MediaFileError) -> MediaFacts {
        try FFmpeg.load()
        var context: UnsafeMutablePointer<AVFormatContext>?
        let status = pd_av_probe_open_file(path, &context)
        defer { pd_av_tags_close(&context) }
        guard status == 0, let context else { throw MediaTags.openingError(status, path) }
        return facts(of: context)
    }

    private static func facts(of context: UnsafeMutablePointer<AVFormatContext>) -> MediaFacts {
        let format = context.pointee
        var facts = MediaFacts(container: format.iformat.flatMap { ($0.pointee.long_name ?? $0.pointee.name).map(TagText.copy) },
                               bitrate: positive(format.bit_rate), tags: MediaTags.tags(of: context, cover: false))
        for index in 0..<Int(format.nb_streams) {
            guard let stream = format.streams?[index], let parameters = stream.pointee.codecpar,
                  stream.pointee.disposition & AV_DISPOSITION_ATTACHED_PIC == 0 else { continue }
            if parameters.pointee.codec_type == AVMEDIA_TYPE_AUDIO, facts.audio == nil {
                facts.audio = audio(parameters)
            } else if parameters.pointee.codec_type == AVMEDIA_TYPE_VIDEO, facts.video == nil {
                facts.video = video(parameters, stream: stream.pointee)
            }
        }
        return facts
    }

    private static func audio(_ parameters: UnsafeMutablePointer<AVCodecParameters>) -> AudioFacts {
        let p = parameters.pointee
        var facts = AudioFacts(sampleRate: positive(p.sample_rate), channels: positive(p.ch_layout.nb_channels),
                               bitrate: positive(p.bit_rate))
        facts.codec = pd_av_codec_long_name(p.codec_id).map(TagText.copy)
        facts.sampleFormat = pd_av_sample_format_name(p.format).map(TagText.copy)
        var layout = [CChar](repeating: 0, count: 64)
        if pd_av_channel_layout_text(parameters, &layout, layout.count) == 0 {
            facts.channelLayout = String(decoding: layout.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        // A lossless decoder states the bits its samples had (FLAC's 24 in 32-bit words); PCM
        // in WAV or AIFF only the bits it stores.
        facts.bitsPerSample = positive(p.bits_per_raw_sample) ?? (isPCM(p.codec_id) ? positive(p.bits_per_coded_sample) : nil)
        return facts
    }

    private static func video(_ parameters: UnsafeMutablePointer<AVCodecParameters>, stream: AVStream) -> VideoFacts {
        let p = parameters.pointee
        var facts = VideoFacts(width: positive(p.width), height: positive(p.height), bitrate: positive(p.bit_rate))
        facts.codec = pd_av_codec_long_name(p.codec_id).map(TagText.copy)
        facts.pixelFormat = pd_av_pixel_format_name(p.format).map(TagText.copy)
        for rate in [stream.avg_frame_rate, stream.r_frame_rate] where facts.frameRate == nil && rate.num > 0 && rate.den > 0 {
            let fps = Double(rate.num) / Double(rate.den)
            if fps < 10_000 { facts.frameRate = fps }
        }
        return facts
    }

    private static func isPCM(_ codec: AVCodecID) -> Bool {
        codec.rawValue >= AV_CODEC_ID_PCM_S16LE.rawValue && codec.rawValue < AV_CODEC_ID_ADPCM_IMA_QT.rawValue
    }

    private static func positive<N: BinaryInteger>(_ value: N) -> Int? {
        value > 0 ? Int(exactly: value) : nil
    }
}
