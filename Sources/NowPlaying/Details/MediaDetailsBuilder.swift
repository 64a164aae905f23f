import MediaFiles

/// Makes the info panel's details of an item from what libavformat read of its file (nil: a
/// stream, which has no file to read) and what the player says now: the file's facts first, the
/// player's where the file is silent. Every text is made safe here, once.
enum MediaDetailsBuilder {
    static func details(itemID: Int, location: String, probe: Result<MediaFacts, MediaFileError>?, player: DecoderFacts,
                        duration: Double?) -> MediaDetails {
        var details = MediaDetails(itemID: itemID, location: DisplayLocation.text(location))
        let facts: MediaFacts?
        switch probe {
        case let .success(read): facts = read
        case let .failure(error):
            facts = nil
            details.unavailable = "Container, tags and ReplayGain: not available (\(Sanitized.line(error.message)))"
        case nil:
            facts = nil
            details.unavailable = "Container, tags and ReplayGain: not available for a stream"
        }
        details.container = (facts?.container ?? player.fileFormat).map(Sanitized.line)
        details.duration = facts?.tags.duration ?? duration
        details.bitrate = facts?.bitrate
        details.audio = audio(facts?.audio, player: player)
        details.video = video(facts?.video, player: player)
        if let tags = facts?.tags {
            details.track = number(tags.trackNumber, of: tags.trackCount)
            details.disc = number(tags.discNumber, of: tags.discCount)
            details.tags = tags.values.filter { !$0.value.isEmpty }.sorted { $0.key < $1.key }
                .map { TagEntry(name: Sanitized.line($0.key), value: Sanitized.line($0.value)) }
            let values = Dictionary(details.tags.map { ($0.name, $0.value) }) { first, _ in first }
            details.replayGain = ReplayGainValues(tags: values)
        }
        return details
    }

    private static func audio(_ facts: AudioFacts?, player: DecoderFacts) -> AudioDetails? {
        guard facts != nil || player.audioCodec != nil || player.audio != nil else { return nil }
        var audio = AudioDetails()
        audio.codec = shortName(facts?.codec ?? player.audioCodec)
        audio.sampleRate = facts?.sampleRate ?? player.audio?.sampleRate
        audio.channels = facts?.channels ?? player.audio?.channelCount
        audio.channelLayout = (facts?.channelLayout ?? player.audio?.channels).map(Sanitized.line)
        audio.bitDepth = facts?.bitsPerSample
        audio.sampleFormat = (player.audio?.format ?? facts?.sampleFormat).map(Sanitized.line)
        audio.bitrate = facts?.bitrate ?? player.audioBitrate.flatMap(whole)
        return audio
    }

    private static func video(_ facts: VideoFacts?, player: DecoderFacts) -> VideoDetails? {
        guard facts != nil || player.videoCodec != nil || player.video != nil else { return nil }
        var video = VideoDetails()
        video.codec = shortName(facts?.codec ?? player.videoCodec)
        video.width = facts?.width ?? player.video?.width
        video.height = facts?.height ?? player.video?.height
        video.frameRate = facts?.frameRate ?? player.frameRate.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        video.pixelFormat = (player.video?.pixelFormat ?? facts?.pixelFormat).map(Sanitized.line)
        video.bitrate = facts?.bitrate ?? player.videoBitrate.flatMap(whole)
        video.hardwareDecoding = player.hardwareDecoding.map(Sanitized.line)
        return video
    }

    /// FFmpeg's long name without its explanation: "FLAC (Free Lossless Audio Codec)" → "FLAC",
    /// "H.264 / AVC / MPEG-4 AVC / MPEG-4 part 10" → "H.264"; mpv's short names ("opus") stay.
    static func shortName(_ name: String?) -> String? {
        guard let name, !name.isEmpty else { return nil }
        var short = Substring(name)
        if let cut = short.firstRange(of: " (") { short = short[..<cut.lowerBound] }
        if let cut = short.firstRange(of: " / ") { short = short[..<cut.lowerBound] }
        return Sanitized.line(String(short))
    }

    /// "3/12", "3", or nil without a number.
    private static func number(_ number: Int?, of total: Int?) -> String? {
        guard let number else { return nil }
        return total.map { "\(number)/\($0)" } ?? "\(number)"
    }

    private static func whole(_ value: Double) -> Int? {
        value.isFinite && value > 0 && value < 1e12 ? Int(value) : nil
    }
}
