import Commands
import Locations
import MediaFiles
import Playback

extension NowPlayingSession {
    /// Readable when the trim being written moved on or ended; the loop then calls `trimDidProgress()`.
    public var trimDescriptor: Int32 { trimWriter.descriptor }

    /// Takes what the trim's worker reported: its progress goes into the next snapshot, its end
    /// is told as a notice.
    public func trimDidProgress() {
        if let outcome = trimWriter.take() { infoCenter.post(notice: Self.notice(for: outcome)) }
        publish()
    }

    /// Starts saving `from`–`to` (content seconds) of the current file as `NAME (trimmed).EXT`
    /// beside it. The command center has checked that the item is a local file and no trim runs.
    func startTrim(from: Double, to: Double) -> RemoteCommandStatus {
        guard let entry = currentItem else { return .noActionableNowPlayingItem }
        let output: String
        do {
            output = try TrimOutput.reserve(for: entry.url, explicit: nil)
        } catch {
            return .commandFailed(Sanitized.line(error.description))
        }
        let name = Sanitized.line(output.split(separator: "/").last.map(String.init) ?? output)
        let timeline = entry.timeline
        guard trimWriter.start(input: entry.url, from: timeline.mediaTime(atContent: from),
                               to: timeline.mediaTime(atContent: to), output: output, name: name) else {
            return .commandFailed("No thread could be started to write the trim")
        }
        return .success
    }

    /// Loops `from`–`to` (content seconds) through mpv's A-B loop, or stops looping with nils.
    func setLoop(from: Double?, to: Double?) throws(MPVError) {
        let timeline = currentItem?.timeline ?? .empty
        try primary.setOption("ab-loop-a", from.map { String(timeline.mediaTime(atContent: $0)) } ?? "no")
        try primary.setOption("ab-loop-b", to.map { String(timeline.mediaTime(atContent: $0)) } ?? "no")
        isLooping = from != nil
    }

    /// Stops the trim being written; the worker removes its partial file.
    func cancelTrim() {
        trimWriter.cancel()
    }

    /// The program ends: a trim being written is stopped and its unfinished file removed.
    public func abandonTrim() {
        trimWriter.abandon()
    }

    /// Whether `url` names a file on this machine, which a trim can read and write beside.
    static func isLocalFile(_ url: String) -> Bool {
        url != "-" && LocationRule.scheme(of: url) == nil
    }

    private static func notice(for outcome: TrimWriter.Outcome) -> String {
        switch outcome {
        case let .saved(output, start, hasVideo):
            let name = Sanitized.line(output.split(separator: "/").last.map(String.init) ?? output)
            return "Saved \(name)" + (hasVideo ? ", cut at the keyframe at \(ClockTime.text(start))" : "")
        case let .failed(reason): return "Cannot trim: \(Sanitized.line(reason))"
        case .cancelled: return "Trim cancelled; nothing was saved"
        }
    }
}
