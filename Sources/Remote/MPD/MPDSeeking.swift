import Commands

/// MPD's seeks: `seek POS TIME` and `seekid ID TIME` (in another song: it plays from TIME),
/// `seekcur TIME`, `+TIME` and `-TIME`. Each goes through the command center, so an ad's rules hold.
enum MPDSeeking {
    /// Seeks to `time` in the song at `position` (nil: there is none, and `missing` says so).
    static func seek(_ call: MPDCall, position: Int?, time: Double, missing: MPDError) throws(MPDError) {
        guard let position else { throw missing }
        let info = call.context.nowPlaying
        guard info.queueIndex == position, info.state != .stopped else {
            try call.context.perform(.playIndex(position + 1, from: time))
            // MPD's player keeps a pause through a seek into another song: it loads paused there.
            if info.state == .paused { try call.context.perform(.pause) }
            return
        }
        try call.context.perform(.seek(to: time))
    }

    /// `seekcur`: an absolute time, or a step forward or back from where playback is.
    static func seekCurrent(_ call: MPDCall) throws(MPDError) {
        let text = call.arguments[0]
        let relative = text.hasPrefix("+") || text.hasPrefix("-")
        let value = try call.arguments.float(0)
        guard relative || value >= 0 else { throw .argument("Negative value not allowed", text) }
        guard call.context.nowPlaying.state != .stopped else { throw MPDError(.playerSync, "Not playing") }
        if !relative {
            try call.context.perform(.seek(to: value))
        } else if value >= 0 {
            try call.context.perform(.skipForward(value))
        } else {
            try call.context.perform(.skipBackward(-value))
        }
    }
}
