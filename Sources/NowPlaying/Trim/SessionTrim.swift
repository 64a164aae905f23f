import Commands
import Locations
import MediaFiles
import Playback

/// The trim mode's work on the session's item: an A-B loop of the part chosen, played by the
/// primary, and the writing of that part beside the file (`TrimWriter`, away from the loop),
/// told as progress in snapshots and as a notice when it ends.
final class SessionTrim {
    /// Writes trims away from the loop.
    let writer = TrimWriter()
    /// Whether an A-B loop is set on the primary, which mpv would keep for the next item.
    private(set) var isLooping = false
    private let player: PlayerDriving

    init(player: PlayerDriving) {
        self.player = player
    }

    /// Readable when the trim being written moved on or ended.
    var descriptor: Int32 { writer.descriptor }

    /// The trim being written, if any.
    var progress: TrimProgress? { writer.progress }

    /// Starts saving `from`–`to` (content seconds) of `entry` as `NAME (trimmed).EXT` beside it.
    /// The command center has checked that the item is a local file and no trim runs.
    func start(_ entry: MediaItem?, from: Double, to: Double) -> RemoteCommandStatus {
        guard let entry else { return .noActionableNowPlayingItem }
        let output: String
        do {
            output = try TrimOutput.reserve(for: entry.url, explicit: nil)
        } catch {
            return .commandFailed(Sanitized.line(error.description))
        }
        let name = Sanitized.line(output.split(separator: "/").last.map(String.init) ?? output)
        let timeline = entry.timeline
        guard writer.start(input: entry.url, from: timeline.mediaTime(atContent: from),
                           to: timeline.mediaTime(atContent: to), output: output, name: name) else {
            return .commandFailed("No thread could be started to write the trim")
        }
        return .success
    }

    /// Loops `from`–`to` (content seconds of `timeline`) through mpv's A-B loop, or stops
    /// looping with nils.
    func setLoop(from: Double?, to: Double?, in timeline: AdTimeline) throws(MPVError) {
        try player.setOption("ab-loop-a", from.map { String(timeline.mediaTime(atContent: $0)) } ?? "no")
        try player.setOption("ab-loop-b", to.map { String(timeline.mediaTime(atContent: $0)) } ?? "no")
        isLooping = from != nil
    }

    /// A new item starts: mpv keeps an A-B loop across files, and the last item's would cut it short.
    func endLoop() {
        if isLooping { try? setLoop(from: nil, to: nil, in: .empty) }
    }

    /// Stops the trim being written; the worker removes its partial file.
    func cancel() {
        writer.cancel()
    }

    /// The program ends: a trim being written is stopped and its unfinished file removed.
    func abandon() {
        writer.abandon()
    }

    /// Takes what the worker reported (its progress goes into the next snapshot); the notice
    /// to post when the trim ended.
    func takeNotice() -> String? {
        writer.take().map(Self.notice)
    }

    /// Whether `url` names a file on this machine, which a trim can read and write beside.
    static func isLocalFile(_ url: String) -> Bool {
        url != "-" && LocationRule.scheme(of: url) == nil
    }

    static func notice(for outcome: TrimWriter.Outcome) -> String {
        switch outcome {
        case let .saved(output, start, hasVideo):
            let name = Sanitized.line(output.split(separator: "/").last.map(String.init) ?? output)
            return "Saved \(name)" + (hasVideo ? ", cut at the keyframe at \(ClockTime.text(start))" : "")
        case let .failed(reason): return "Cannot trim: \(Sanitized.line(reason))"
        case .cancelled: return "Trim cancelled; nothing was saved"
        }
    }
}
