import Glibc
import CAV

extension MediaTags {
    /// The tags of the local file at `path`, read by libavformat without decoding anything;
    /// with `cover`, the embedded picture's bytes too. Only regular files are read (a FIFO
    /// would hold the caller until something writes to it). Blocks on the disk: call it off
    /// the event loop.
    public static func read(path: String, cover: Bool = false) throws(MediaFileError) -> MediaTags {
        try FFmpeg.load()
        var context: UnsafeMutablePointer<AVFormatContext>?
        let status = pd_av_tags_open_file(path, &context)
        defer { pd_av_tags_close(&context) }
        guard status == 0, let context else { throw openingError(status, path) }
        return tags(of: context, cover: cover)
    }

    /// The tags of a media file held in memory (the fuzzer's way in).
    public static func read(bytes: [UInt8], cover: Bool = false) throws(MediaFileError) -> MediaTags {
        try FFmpeg.load()
        return try bytes.withUnsafeBufferPointer { buffer throws(MediaFileError) in
            var context: UnsafeMutablePointer<AVFormatContext>?
            let status = pd_av_tags_open_memory(buffer.baseAddress, buffer.count, &context)
            defer { pd_av_tags_close(&context) }
            guard status == 0, let context else { throw openingError(status, "the bytes") }
            return tags(of: context, cover: cover)
        }
    }

    static func openingError(_ status: Int32, _ name: String) -> MediaFileError {
        let kind: MediaFileError.Kind = switch -status {
        case ENOENT, EACCES, EISDIR, ENOTDIR, ELOOP, EIO: .unreadable
        case ENOMEM: .tooLarge
        default: .unsupported
        }
        return MediaFileError(kind, "\(name): \(FFmpeg.text(of: status))")
    }

    /// Reads what an opened context holds; the picture is the front cover when the container
    /// names one (libavformat puts the ID3/FLAC picture type in the stream's comment), else the
    /// first attached picture.
    static func tags(of context: UnsafeMutablePointer<AVFormatContext>, cover wanted: Bool) -> MediaTags {
        let format = context.pointee
        var values = dictionary(format.metadata)
        var entries = list(format.metadata)
        var audio: AudioLayout?
        var durations: [Double] = []
        if format.duration > 0 { durations.append(Double(format.duration) / Double(AV_TIME_BASE)) }
        var pictures: [(stream: AVStream, front: Bool)] = []
        var audioSeen = false, videoSeen = false
        for index in 0..<Int(format.nb_streams) {
            guard let stream = format.streams?[index]?.pointee, let parameters = stream.codecpar?.pointee else { continue }
            if stream.disposition & AV_DISPOSITION_ATTACHED_PIC != 0 {
                let comment = dictionary(stream.metadata)["comment"]
                pictures.append((stream, comment?.lowercased() == "cover (front)"))
            } else if parameters.codec_type == AVMEDIA_TYPE_VIDEO {
                videoSeen = true
            } else if parameters.codec_type == AVMEDIA_TYPE_AUDIO, !audioSeen {
                audioSeen = true
                values.merge(dictionary(stream.metadata)) { container, _ in container }
                // Ogg keeps its comments in the stream; a container's own tags come first.
                let named = Set(entries.map { $0.name.lowercased() })
                entries += list(stream.metadata).filter { !named.contains($0.name.lowercased()) }
                audio = layout(parameters)
                if stream.duration > 0, stream.time_base.den > 0 {
                    durations.append(Double(stream.duration) * Double(stream.time_base.num) / Double(stream.time_base.den))
                }
            }
        }
        let chosen = pictures.first { $0.front } ?? pictures.first
        let picture = wanted ? chosen.flatMap { EncodedPicture(attachedTo: $0.stream) } : nil
        return MediaTags(values: values, duration: durations.first.flatMap { $0.isFinite ? $0 : nil },
                         hasCover: chosen != nil, cover: picture, hasVideo: videoSeen, entries: entries, audio: audio)
    }

    /// The stream's layout: its rate and channels, the sample size it states (FLAC and ALAC do),
    /// and its codec, which tells the rest (what a decoder of it gives).
    private static func layout(_ parameters: AVCodecParameters) -> AudioLayout? {
        guard parameters.sample_rate > 0, parameters.ch_layout.nb_channels > 0 else { return nil }
        let bits = parameters.bits_per_raw_sample > 0 ? Int(parameters.bits_per_raw_sample) : nil
        return AudioLayout(sampleRate: Int(parameters.sample_rate), sampleBits: bits, channels: Int(parameters.ch_layout.nb_channels),
                           codec: pd_av_codec_name(parameters.codec_id).map(TagText.copy))
    }

    /// A dictionary's entries in its order (names as they are), each value within the limit.
    private static func list(_ dictionary: OpaquePointer?) -> [TagEntry] {
        var entries: [TagEntry] = []
        var entry = pd_av_dict_next(dictionary, nil)
        while let current = entry {
            if let key = current.pointee.key, let value = current.pointee.value {
                entries.append(TagEntry(TagText.copy(key), TagText.copy(value)))
            }
            entry = pd_av_dict_next(dictionary, current)
        }
        return entries
    }

    /// A dictionary's entries by lowercased name; the first of a name wins.
    private static func dictionary(_ dictionary: OpaquePointer?) -> [String: String] {
        var values: [String: String] = [:]
        var entry = pd_av_dict_next(dictionary, nil)
        while let current = entry {
            if let key = current.pointee.key, let value = current.pointee.value {
                let name = TagText.copy(key).lowercased()
                if values[name] == nil { values[name] = TagText.copy(value) }
            }
            entry = pd_av_dict_next(dictionary, current)
        }
        return values
    }
}

private extension EncodedPicture {
    /// The bytes of an attached picture stream, in a format PlayDeck decodes, within the limit.
    init?(attachedTo stream: AVStream) {
        guard let format = stream.codecpar.flatMap({ PictureFormat(codec: $0.pointee.codec_id) }),
              let data = stream.attached_pic.data, stream.attached_pic.size > 0,
              Int(stream.attached_pic.size) <= PictureLimits.encodedBytes else { return nil }
        self.init(bytes: Array(UnsafeBufferPointer(start: data, count: Int(stream.attached_pic.size))), format: format)
    }
}
