import Commands
import JSONCoding
import NowPlaying

/// The answer to a command or a refused request: `{"status": "success"}`,
/// `{"status": "disabled", "reason": "Skipping is unavailable during an ad"}`,
/// `{"status": "error", "reason": "malformed JSON"}`.
///
/// Statuses are the command center's (`success`, `disabled`, `unsupported`, `commandFailed`,
/// `noSuchContent`, `noActionableNowPlayingItem`) plus `error` for a request that was not understood.
public struct ControlReply: Codable, Equatable, Sendable {
    /// The status word.
    public var status: String
    /// Why, for a person; absent on success.
    public var reason: String?
    /// What the command did, in the words the tile shows ("Added 12 items"), when it says.
    public var message: String?
    /// The request's id, echoed.
    public var id: RequestID?

    /// Creates a reply.
    public init(status: String, reason: String? = nil, message: String? = nil, id: RequestID? = nil) {
        self.status = status
        self.reason = reason
        self.message = message
        self.id = id
    }

    /// The reply for a command's status, with a reason a person can read for every failure,
    /// and the feedback the command gave.
    public init(_ status: RemoteCommandStatus, command: Instruction, message: String? = nil, id: RequestID? = nil) {
        let reason: String? = switch status {
        case .success: nil
        case let .commandFailed(why), let .disabled(why): why
        case .noSuchContent: "There is nothing to \(command.text) now"
        case .noActionableNowPlayingItem: "Nothing is playing"
        case .unsupported: Self.unsupportedReason(command)
        }
        self.init(status: status.name, reason: reason, message: message, id: id)
    }

    /// A request that was not understood.
    public static func error(_ message: String, id: RequestID? = nil) -> ControlReply {
        ControlReply(status: "error", reason: message, id: id)
    }

    /// Whether the command was performed.
    public var isSuccess: Bool { status == "success" }

    /// The reply as one line of JSON, keys sorted.
    public func line() -> String {
        (try? JSONEncoder(outputFormatting: .sortedKeys).encode(self)) ?? #"{"status":"error"}"#
    }

    /// Reads a reply line; nil when it is not one (a snapshot, or not JSON).
    public static func decode(_ line: String) -> ControlReply? {
        try? JSONDecoder().decode(ControlReply.self, from: line)
    }

    private static func unsupportedReason(_ command: Instruction) -> String {
        switch command {
        case .tile: "'\(command.text)' only works in PlayDeck's terminal interface"
        case .player(.reloadConfig): "'reload-config' is not available from outside the terminal interface yet"
        case .player: "'\(command.text)' is not supported by this player"
        }
    }
}
