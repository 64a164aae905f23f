/// What the info panel shows of the current item, as mpv's stats page would: where it is, its
/// container, streams, numbers and tags. The static facts come from libavformat (read on a
/// worker when asked for), what only the player knows (hardware decoding) from mpv when asked.
/// Every text is one line of safe text.
public struct MediaDetails: Sendable, Equatable, Codable {
    /// The queue item described (the snapshot's `queueItemID`).
    public var itemID: Int
    /// Its path, or its URL without credentials.
    public var location: String
    /// The container ("raw FLAC", "Matroska / WebM"), else mpv's name for it.
    public var container: String?
    /// The length in seconds.
    public var duration: Double?
    /// The whole file's bit rate, bits per second.
    public var bitrate: Int?
    /// The audio stream played.
    public var audio: AudioDetails?
    /// The video stream played.
    public var video: VideoDetails?
    /// The track's number as tagged, with the count when known: "3/12", "3".
    public var track: String?
    /// The disc's: "1/2".
    public var disc: String?
    /// The ReplayGain values tagged.
    public var replayGain = ReplayGainValues()
    /// Every tag as read, by name.
    public var tags: [TagEntry] = []
    /// Why the file's own facts are missing (a stream, a file that cannot be read); nil when
    /// they are there.
    public var unavailable: String?

    /// Details of item `itemID` at `location`, nothing else known yet.
    public init(itemID: Int, location: String) {
        self.itemID = itemID
        self.location = location
    }
}

/// An audio stream as the info panel shows it.
public struct AudioDetails: Sendable, Equatable, Codable {
    /// The codec ("FLAC", "MP3", "Opus").
    public var codec: String?
    /// Samples per second.
    public var sampleRate: Int?
    /// How many channels.
    public var channels: Int?
    /// Their layout ("stereo", "5.1(side)").
    public var channelLayout: String?
    /// Bits per sample a lossless stream keeps; nil for a lossy one.
    public var bitDepth: Int?
    /// The format the decoder gives samples in ("s16", "fltp").
    public var sampleFormat: String?
    /// The stream's bit rate, bits per second.
    public var bitrate: Int?

    /// A stream nothing is known of yet.
    public init() {}
}

/// A video stream as the info panel shows it.
public struct VideoDetails: Sendable, Equatable, Codable {
    /// The codec ("H.264", "VP9").
    public var codec: String?
    /// Its width in pixels.
    public var width: Int?
    /// Its height in pixels.
    public var height: Int?
    /// Frames per second.
    public var frameRate: Double?
    /// The pixel format ("yuv420p").
    public var pixelFormat: String?
    /// The stream's bit rate, bits per second.
    public var bitrate: Int?
    /// mpv's hardware decoder in use ("vaapi"), "no" for software; nil when mpv has not said.
    public var hardwareDecoding: String?

    /// A stream nothing is known of yet.
    public init() {}
}

/// ReplayGain as tagged, in the tags' own words ("-6.20 dB", "0.988").
public struct ReplayGainValues: Sendable, Equatable, Codable {
    /// The track's gain ("-6.20 dB") and peak ("0.988").
    public var trackGain: String?
    /// The track's peak.
    public var trackPeak: String?
    /// The album's gain.
    public var albumGain: String?
    /// The album's peak.
    public var albumPeak: String?

    /// Values read from tags by lowercased name.
    public init(tags: [String: String] = [:]) {
        trackGain = tags["replaygain_track_gain"]
        trackPeak = tags["replaygain_track_peak"]
        albumGain = tags["replaygain_album_gain"]
        albumPeak = tags["replaygain_album_peak"]
    }

    /// Whether no value is tagged.
    public var isEmpty: Bool { [trackGain, trackPeak, albumGain, albumPeak].allSatisfy { $0 == nil } }
}

/// One tag: its name as read (lowercased) and its value.
public struct TagEntry: Sendable, Equatable, Codable {
    /// The tag's name, lowercased ("replaygain_track_gain").
    public let name: String
    /// Its value, one line of safe text.
    public let value: String

    /// A tag.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
