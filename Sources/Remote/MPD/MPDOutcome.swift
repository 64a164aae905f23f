import Commands
import NowPlaying

/// What became of a command sent through the command center, as MPD's answer: `OK`, or the
/// error MPD gives for the same failure (a reason PlayDeck gives, such as "Skipping is
/// unavailable during an ad", is passed on as MPD passes on a system error's text).
enum MPDOutcome {
    /// Throws MPD's error for a status that is not success.
    static func check(_ status: RemoteCommandStatus) throws(MPDError) {
        switch status {
        case .success: return
        case .noSuchContent: throw MPDError(.noExist, "No such song")
        case .noActionableNowPlayingItem: throw MPDError(.playerSync, "Not playing")
        case let .commandFailed(reason), let .disabled(reason): throw MPDError(.system, reason)
        case .unsupported: throw MPDError(.system, "This player cannot do that")
        }
    }
}

extension MPDContext {
    /// Sends `command` through the one command center (its restrictions hold for MPD's clients
    /// as for every remote) as a remote's, and throws MPD's error when it fails.
    func perform(_ command: Command) throws(MPDError) {
        try MPDOutcome.check(source.perform(command, from: .remote("the MPD server")))
    }

    /// The last snapshot published, after the source has published what changed (a client's
    /// read sees the state its last command made).
    var nowPlaying: NowPlayingInfo {
        source.willAnswer(reading: true)
        return source.infoCenter.nowPlayingInfo ?? NowPlayingInfo()
    }
}
