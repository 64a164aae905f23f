/// What a media file is made of, as FFmpeg's libavformat reads it (and so as mpv plays it): its
/// container, its first audio and video streams and its tags. Text is FFmpeg's own or the
/// file's, not yet made safe to show (`Sanitized`).
public struct MediaFacts: Sendable, Equatable {
    /// FFmpeg's name for the container ("raw FLAC", "Matroska / WebM").
    public var container: String?
    /// The whole file's bit rate in bits per second, when the container states it or FFmpeg
    /// estimates it.
    public var bitrate: Int?
    /// The first audio stream (not a cover), if there is one.
    public var audio: AudioFacts?
    /// The first video stream that is real video (not a cover), if there is one.
    public var video: VideoFacts?
    /// The tags and the length, as `MediaTags.read` gives them.
    public var tags: MediaTags

    /// Facts with these values.
    public init(container: String? = nil, bitrate: Int? = nil, audio: AudioFacts? = nil, video: VideoFacts? = nil,
                tags: MediaTags = MediaTags()) {
        self.container = container
        self.bitrate = bitrate
        self.audio = audio
        self.video = video
        self.tags = tags
    }
}

/// An audio stream: its codec and what its samples are.
public struct AudioFacts: Sendable, Equatable {
    /// FFmpeg's name for the codec ("FLAC (Free Lossless Audio Codec)").
    public var codec: String?
    /// Samples per second.
    public var sampleRate: Int?
    /// How many channels.
    public var channels: Int?
    /// FFmpeg's name for their layout ("stereo", "5.1(side)").
    public var channelLayout: String?
    /// Bits per sample a lossless or PCM stream stores (16, 24); nil for a lossy one.
    public var bitsPerSample: Int?
    /// FFmpeg's name for the format the decoder gives samples in ("s16", "fltp").
    public var sampleFormat: String?
    /// The stream's bit rate in bits per second, when known.
    public var bitrate: Int?

    /// A stream with these values.
    public init(codec: String? = nil, sampleRate: Int? = nil, channels: Int? = nil, channelLayout: String? = nil,
                bitsPerSample: Int? = nil, sampleFormat: String? = nil, bitrate: Int? = nil) {
        self.codec = codec
        self.sampleRate = sampleRate
        self.channels = channels
        self.channelLayout = channelLayout
        self.bitsPerSample = bitsPerSample
        self.sampleFormat = sampleFormat
        self.bitrate = bitrate
    }
}

/// A video stream: its codec, size and rate.
public struct VideoFacts: Sendable, Equatable {
    /// FFmpeg's name for the codec ("H.264 / AVC / MPEG-4 AVC / MPEG-4 part 10").
    public var codec: String?
    /// Its width in pixels.
    public var width: Int?
    /// Its height in pixels.
    public var height: Int?
    /// Frames per second.
    public var frameRate: Double?
    /// FFmpeg's name for its pixel format ("yuv420p").
    public var pixelFormat: String?
    /// The stream's bit rate in bits per second, when known.
    public var bitrate: Int?

    /// A stream with these values.
    public init(codec: String? = nil, width: Int? = nil, height: Int? = nil, frameRate: Double? = nil,
                pixelFormat: String? = nil, bitrate: Int? = nil) {
        self.codec = codec
        self.width = width
        self.height = height
        self.frameRate = frameRate
        self.pixelFormat = pixelFormat
        self.bitrate = bitrate
    }
}
