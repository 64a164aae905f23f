import Commands
import NowPlaying

/// What a person is told when a command did not do what they asked.
enum CommandFeedback {
    /// A toast for a status, nil for success.
    static func message(_ status: RemoteCommandStatus, command: Command) -> String? {
        switch status {
        case .success: return nil
        case let .disabled(reason), let .commandFailed(reason): return reason
        case .noSuchContent: return "Nothing to \(command.text.split(separator: " ").first ?? "do") here"
        case .noActionableNowPlayingItem: return "Nothing is playing"
        case .unsupported: return "'\(command.text)' is not available here"
        }
    }
}
