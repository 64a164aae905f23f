import Commands
import NowPlaying

/// MPD's playback commands over the command center: play, pause, stop, next, previous, the
/// seeks, the volume and the modes (random is PlayDeck's shuffle; repeat and single are its
/// repeat modes).
enum MPDPlaybackCommands {
    static var commands: [MPDCommand] {
        [
            MPDCommand("play", .control, arguments: 0...1) { call throws(MPDError) in try play(call, id: false) },
            MPDCommand("playid", .control, arguments: 0...1) { call throws(MPDError) in try play(call, id: true) },
            MPDCommand("pause", .control, arguments: 0...1) { call throws(MPDError) in try pause(call) },
            MPDCommand("stop", .control, arguments: 0...0) { call throws(MPDError) in
                if call.context.nowPlaying.state != .stopped { try call.context.perform(.stop) }
            },
            MPDCommand("next", .control, arguments: 0...0) { call throws(MPDError) in try move(call, .nextTrack) },
            MPDCommand("previous", .control, arguments: 0...0) { call throws(MPDError) in try move(call, .previousTrack) },
            MPDCommand("seek", .control, arguments: 2...2) { call throws(MPDError) in
                let position = try call.arguments.unsigned(0)
                try MPDSeeking.seek(call, position: position < call.context.queue.count ? position : nil,
                                    time: try call.arguments.songTime(1), missing: MPDError(.argument, "Bad song index"))
            },
            MPDCommand("seekid", .control, arguments: 2...2) { call throws(MPDError) in
                let id = try call.arguments.unsigned(0)
                try MPDSeeking.seek(call, position: call.context.queue.position(ofID: id), time: try call.arguments.songTime(1),
                                    missing: MPDError(.noExist, "No such song"))
            },
            MPDCommand("seekcur", .control, arguments: 1...1) { call throws(MPDError) in try MPDSeeking.seekCurrent(call) },
        ] + MPDPlaybackOptions.commands
    }

    /// `play [POS]` and `playid [ID]`: none (or -1) resumes, or starts the queue.
    private static func play(_ call: MPDCall, id: Bool) throws(MPDError) {
        let value = call.arguments.has(0) ? try call.arguments.int(0) : -1
        let context = call.context
        guard value >= 0 else {
            guard value == -1 else { throw id ? MPDError(.noExist, "No such song") : MPDError(.argument, "Bad song index") }
            // An empty queue has nothing to play: MPD answers OK and does nothing.
            if context.queue.count > 0, context.nowPlaying.state != .playing { try context.perform(.play) }
            return
        }
        let position = id ? context.queue.position(ofID: value) : value < context.queue.count ? value : nil
        guard let position else { throw id ? MPDError(.noExist, "No such song") : MPDError(.argument, "Bad song index") }
        try context.perform(.playIndex(position + 1))
    }

    /// `next` and `previous`: MPD moves only while it plays or pauses, and the song it moves to
    /// plays (a paused MPD plays again), where PlayDeck's own skip keeps a pause.
    private static func move(_ call: MPDCall, _ command: Command) throws(MPDError) {
        try playing(call)
        let paused = call.context.nowPlaying.state == .paused
        try call.context.perform(command)
        if paused { try call.context.perform(.play) }
    }

    /// MPD moves through the queue only while it plays (or pauses).
    private static func playing(_ call: MPDCall) throws(MPDError) {
        if call.context.nowPlaying.state == .stopped { throw MPDError(.playerSync, "Not playing") }
    }

    /// `pause` toggles, `pause 1` pauses, `pause 0` resumes; stopped, MPD does nothing.
    private static func pause(_ call: MPDCall) throws(MPDError) {
        let paused = call.arguments.has(0) ? try call.arguments.bool(0) : nil
        let state = call.context.nowPlaying.state
        guard state != .stopped else { return }
        switch paused {
        case nil: try call.context.perform(.togglePause)
        case true?: if state != .paused { try call.context.perform(.pause) }
        case false?: if state == .paused { try call.context.perform(.play) }
        }
    }
}
