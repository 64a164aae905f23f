import Commands
import NowPlaying

/// MPD's playback options: the volume, random (PlayDeck's shuffle), repeat and single (its
/// repeat modes and stop-after, `MPDRepeatFlags`), and what
/// PlayDeck does not do, answered as such: consume, crossfade, MixRamp, ReplayGain.
enum MPDPlaybackOptions {
    static var commands: [MPDCommand] {
        [
            MPDCommand("setvol", .control, arguments: 1...1) { call throws(MPDError) in
                try call.context.perform(.setVolume(Double(try call.arguments.unsigned(0, max: 100))))
            },
            MPDCommand("volume", .control, arguments: 1...1) { call throws(MPDError) in
                let step = try call.arguments.int(0, in: -100...100)
                let volume = Int(call.context.nowPlaying.volume.rounded())
                let target = min(100, max(0, volume + step))
                if target != volume { try call.context.perform(.setVolume(Double(target))) }
            },
            MPDCommand("getvol", .read, arguments: 0...0) { call in
                let info = call.context.nowPlaying
                call.response.add("volume", info.isMuted ? 0 : Int(min(100, max(0, info.volume)).rounded()))
            },
            MPDCommand("random", .control, arguments: 1...1) { call throws(MPDError) in
                try call.context.perform(.shuffle(try call.arguments.bool(0)))
            },
            MPDCommand("repeat", .control, arguments: 1...1) { call throws(MPDError) in
                let flags = MPDRepeatFlags(call.context.nowPlaying)
                try flags.with(repeat: try call.arguments.bool(0)).apply(over: flags, call.context)
            },
            MPDCommand("single", .control, arguments: 1...1) { call throws(MPDError) in try single(call) },
            MPDCommand("consume", .control, arguments: 1...1) { call throws(MPDError) in
                if try call.arguments.bool(0) { throw MPDError(.system, "PlayDeck keeps what it played in the queue: no consume mode") }
            },
            MPDCommand("crossfade", .control, arguments: 1...1) { call throws(MPDError) in
                if try call.arguments.unsigned(0) > 0 { throw MPDError(.system, "PlayDeck does not crossfade") }
            },
            // MixRamp works only within crossfading, which PlayDeck does not do: the values are
            // read as MPD reads them and change nothing, as on an MPD whose songs carry no MixRamp tags.
            MPDCommand("mixrampdb", .control, arguments: 1...1) { call throws(MPDError) in _ = try call.arguments.float(0) },
            MPDCommand("mixrampdelay", .control, arguments: 1...1) { call throws(MPDError) in _ = try call.arguments.float(0) },
            MPDCommand("replay_gain_mode", .control, arguments: 1...1) { call throws(MPDError) in
                let mode = call.arguments[0]
                guard ["off", "track", "album", "auto"].contains(mode) else { throw MPDError(.argument, "Unrecognized replay gain mode") }
                if mode != "off" { throw MPDError(.system, "PlayDeck does not apply ReplayGain") }
            },
            MPDCommand("replay_gain_status", .read, arguments: 0...0) { call in call.response.add("replay_gain_mode", "off") },
        ]
    }

    /// `single 0`, `single 1` (under repeat: repeat the song; else stop after it) and `single oneshot`.
    private static func single(_ call: MPDCall) throws(MPDError) {
        guard let single = MPDRepeatFlags.Single(rawValue: call.arguments[0]) else {
            throw MPDError(.argument, "Unrecognized single mode, expected 0, 1, or oneshot")
        }
        let flags = MPDRepeatFlags(call.context.nowPlaying)
        try flags.with(single: single).apply(over: flags, call.context)
    }
}
