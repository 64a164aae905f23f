/// What mpv's audio decoder puts out (`audio-params`).
public struct AudioParams: Sendable, Equatable {
    /// The sample format ("s16", "floatp").
    public let format: String?
    /// Samples per second.
    public let sampleRate: Int?
    /// How many channels.
    public let channelCount: Int?
    /// Their layout in words ("stereo", "5.1(side)").
    public let channels: String?

    /// Parameters with these values.
    public init(format: String? = nil, sampleRate: Int? = nil, channelCount: Int? = nil, channels: String? = nil) {
        self.format = format
        self.sampleRate = sampleRate
        self.channelCount = channelCount
        self.channels = channels
    }
}

/// What mpv's video decoder puts out (`video-params`).
public struct VideoParams: Sendable, Equatable {
    /// The picture's width in pixels.
    public let width: Int?
    /// Its height in pixels.
    public let height: Int?
    /// The pixel format ("yuv420p"); with hardware decoding the one in the decoder's surfaces.
    public let pixelFormat: String?

    /// Parameters with these values.
    public init(width: Int? = nil, height: Int? = nil, pixelFormat: String? = nil) {
        self.width = width
        self.height = height
        self.pixelFormat = pixelFormat
    }
}

extension AudioParams {
    init?(node: Node) {
        guard case .map = node else { return nil }
        self.init(format: node["format"]?.string, sampleRate: node["samplerate"]?.int,
                  channelCount: node["channel-count"]?.int, channels: node["hr-channels"]?.string ?? node["channels"]?.string)
    }
}

extension VideoParams {
    init?(node: Node) {
        guard case .map = node else { return nil }
        self.init(width: node["w"]?.int, height: node["h"]?.int,
                  pixelFormat: node["hw-pixelformat"]?.string ?? node["pixelformat"]?.string)
    }
}
