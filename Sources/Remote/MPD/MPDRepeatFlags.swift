import Commands
import NowPlaying

/// MPD's `repeat` and `single` flags over PlayDeck's repeat mode and stop-after. Repeat with
/// single is repeat track; repeat alone is repeat queue; single alone is stop-after (MPD pauses
/// at the start of the next song, as PlayDeck's stop-after does); `oneshot` is stop-after once.
/// Under repeat, MPD's `oneshot` repeats the song and stays (its border pause never comes):
/// repeat track with stop-after once, which repeat track outweighs, does the same.
struct MPDRepeatFlags: Equatable {
    /// MPD's single mode, as `single` takes it and `status` shows it.
    enum Single: String {
        case off = "0", on = "1", oneshot
    }

    var isRepeating: Bool
    var single: Single

    /// The flags that show what `info`'s session does.
    init(_ info: NowPlayingInfo) {
        isRepeating = info.repeatMode != .none
        switch info.stopAfter {
        case .once: single = .oneshot
        case .on: single = .on
        case .off: single = info.repeatMode == .track ? .on : .off
        }
    }

    init(isRepeating: Bool, single: Single) {
        self.isRepeating = isRepeating
        self.single = single
    }

    func with(repeat on: Bool) -> MPDRepeatFlags { MPDRepeatFlags(isRepeating: on, single: single) }
    func with(single mode: Single) -> MPDRepeatFlags { MPDRepeatFlags(isRepeating: isRepeating, single: mode) }

    /// PlayDeck's repeat mode for these flags.
    var repeatMode: RepeatMode {
        guard isRepeating else { return .none }
        return single == .off ? .queue : .track
    }

    /// PlayDeck's stop-after for these flags.
    var stopAfter: StopAfter {
        switch single {
        case .off: .off
        case .on: isRepeating ? .off : .on
        case .oneshot: .once
        }
    }

    /// Sets the session to these flags through the command center, when they are not `old`, the
    /// flags it shows (a combination of PlayDeck's that MPD has not got stays as it is).
    func apply(over old: MPDRepeatFlags, _ context: MPDContext) throws(MPDError) {
        guard self != old else { return }
        let info = context.nowPlaying
        if repeatMode != info.repeatMode { try context.perform(.repeatMode(repeatMode)) }
        if stopAfter != info.stopAfter { try context.perform(.stopAfter(stopAfter)) }
    }
}
