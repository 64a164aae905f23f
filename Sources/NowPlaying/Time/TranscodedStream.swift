/// A stream a server makes as it plays (transcoding): it has no length and no byte ranges, so
/// the player can seek only in what it has cached. A server that starts one at a whole second
/// (OpenSubsonic's `transcodeOffset`: `timeOffset=SECONDS`) is asked to instead: a seek opens
/// the stream again from there, and the stream's time 0 is that second of the item.
public struct TranscodedStream: Sendable, Equatable {
    /// The item's length in seconds as the server lists it; nil when not known.
    public var duration: Double?
    /// The query parameter that starts the stream at a second (`timeOffset`); nil when the
    /// server cannot.
    public var offsetParameter: String?

    /// Why a position change is refused in a transcoded stream the player cannot seek in.
    public static let cannotSeek = "This server cannot seek in a transcoded stream"

    /// Creates one.
    public init(duration: Double?, offsetParameter: String?) {
        self.duration = duration
        self.offsetParameter = offsetParameter
    }

    /// Whether a seek opens the stream again at its target.
    public var reopens: Bool { offsetParameter != nil }

    /// The second of the item a stream opened for media time `media` starts at: whole seconds
    /// (the API's), inside the item (a last second is left to play).
    public func offset(for media: Double) -> Int {
        guard media.isFinite, media > 0 else { return 0 }
        var second = media.rounded(.down)
        if let duration, duration.isFinite { second = min(second, max(0, (duration - 1).rounded(.down))) }
        return Int(min(second, Double(Int32.max)))
    }

    /// `url` asking for the stream from second `offset` of the item.
    public func url(_ url: String, from offset: Int) -> String {
        guard let offsetParameter, offset > 0 else { return url }
        return url + (url.contains("?") ? "&" : "?") + "\(offsetParameter)=\(offset)"
    }
}

/// Where the stream the player opened lies in the current item: its time 0 is the item's
/// `offset` (0 but for a transcoded stream opened again by a seek). The one place that turns
/// the player's time into the item's media time and back.
struct StreamPlacement: Equatable {
    /// The item's transcoded stream, if it is one.
    var stream: TranscodedStream?
    /// What the player opens for the item from its start (it may carry a credential: never shown).
    var url = ""
    /// The second of the item the opened stream starts at.
    var offset = 0

    /// The placement of `entry` as it is opened: a stream that reopens is asked for from the
    /// item's start time (the player cannot seek in it), anything else from its own start.
    init(_ entry: MediaItem) {
        stream = entry.transcoded
        url = entry.openedURL
        if let stream, stream.reopens, let start = entry.startTime { offset = stream.offset(for: start) }
    }

    init() {}

    /// Whether a seek opens the stream again at its target.
    var reopens: Bool { stream?.reopens ?? false }

    /// The item's media time at the player's time `time`.
    func media(atStream time: Double?) -> Double? { time.map { $0 + Double(offset) } }

    /// What the player opens now.
    var openedURL: String { stream?.url(url, from: offset) ?? url }

    /// The item's length when the server's listing gives it for a stream that reopens: the
    /// player's own is the rest of the stream it opened, and grows as it arrives.
    var listedDuration: Double? { reopens ? stream?.duration : nil }
}
