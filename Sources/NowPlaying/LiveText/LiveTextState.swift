/// Where the reading of the paused frame stands, as a snapshot tells it: a view that wants
/// the text asks for the result its `resultID` names (`NowPlayingIntent.liveText`).
public struct LiveTextState: Sendable, Equatable, Codable {
    /// The stage.
    public enum Phase: String, Sendable, Codable {
        /// The video is paused: its frame is about to be read, or being read.
        case reading
        /// The frame was read; `resultID` names the result (which may hold no text).
        case ready
        /// Live Text is off: `reason` says why.
        case off
    }

    /// The stage.
    public var phase: Phase
    /// The result of the frame read, once `ready`.
    public var resultID: Int?
    /// Why Live Text is off, for a person.
    public var reason: String?

    /// Creates a state.
    public init(phase: Phase, resultID: Int? = nil, reason: String? = nil) {
        self.phase = phase
        self.resultID = resultID
        self.reason = reason
    }
}

extension NowPlayingInfo {
    /// Why there is no text of a paused frame to give, in a line for a person.
    public static func liveTextAbsence(_ info: NowPlayingInfo?) -> String {
        guard let info, info.queueIndex != nil else { return "Nothing is playing" }
        guard info.mediaType == .video else { return "The item playing has no video" }
        guard info.state == .paused else { return "The video is not paused: Live Text reads a paused frame" }
        switch info.liveText?.phase {
        case .off?: return info.liveText?.reason ?? "Live Text is off"
        case .reading?: return "The paused frame is still being read"
        case .ready?, nil: return "The paused frame's text is not known yet"
        }
    }
}
