import Playback

/// The file a fake player has open: where its media time stood at a moment of the clock.
struct OpenFile {
    let entryID: Int64
    let path: String
    var media: FakeMedia
    var tracks: [Track] = []
    /// Past file-loaded: mpv has its properties and a position.
    var loaded = false
    var anchorPosition = 0.0
    var anchorTime = 0.0
    var pausedForCache = false
    var cacheBuffering: Int? = 100

    mutating func anchor(at position: Double, time: Double) {
        anchorPosition = position
        anchorTime = time
    }
}

extension FakePlayer {
    /// Positions closer than this count as equal: the clock and the media time are both sums
    /// of doubles, and a chapter reached must not read a hair before itself.
    static let tolerance = 1e-9

    /// Mpv's error for a code, with mpv's own text for it (libmpv loaded once to say it).
    static func error(_ code: ErrorCode, detail: String? = nil) -> MPVError {
        error(code: code.rawValue, detail: detail)
    }

    static func error(code: Int32, detail: String?) -> MPVError {
        _ = messagesLoaded
        return MPVError(code: code, detail: detail)
    }

    /// The mpv_error codes (client.h) the fake answers with.
    enum ErrorCode: Int32 {
        case propertyNotFound = -8
        case propertyFormat = -9
        case command = -12
        case loadingFailed = -13
    }

    /// MPVError takes its text from libmpv, which loads with the first player of the process.
    private static let messagesLoaded: Bool = {
        (try? Player(options: PlayerOptions(audioOutput: "null", videoOutput: "null")))?.close()
        return true
    }()

    /// Media seconds per clock second now.
    var rate: Double {
        guard let open = file, open.loaded, !paused, !open.pausedForCache else { return 0 }
        return speed
    }

    /// Where the open file is at `time`; it never passes its duration.
    func position(at time: Double) -> Double? {
        guard let open = file, open.loaded else { return nil }
        let position = open.anchorPosition + rate * (time - open.anchorTime)
        return open.media.duration.map { min(position, $0) } ?? position
    }

    /// The chapter playing at the current position, as mpv numbers them (nil before the first).
    var chapterIndex: Int? {
        guard let open = file, let position = position(at: clock.now) else { return nil }
        return open.media.chapters.lastIndex { $0.time <= position + Self.tolerance }
    }

    /// Takes the current position as the new anchor, before the rate changes.
    func reanchor() {
        guard let position = position(at: clock.now) else { return }
        file?.anchor(at: position, time: clock.now)
    }

    /// Does what the clock has brought about since the last call: chapters crossed are
    /// reported, and a file at its end ends and leaves the player idle.
    func catchUp() {
        guard let open = file, open.loaded else { return }
        flush()
        if let duration = open.media.duration, let position = position(at: clock.now),
           position >= duration - Self.tolerance {
            end(.endOfFile)
        }
        armAlarm()
    }

    /// Sets the clock's alarm for the next moment the file reaches while playing: the next
    /// chapter's start or its end.
    func armAlarm() {
        guard let open = file, rate > 0, let position = position(at: clock.now) else {
            return clock.setAlarm(alarm, at: nil, signalling: wakeup)
        }
        var moments = open.media.chapters.map(\.time).filter { $0 > position + Self.tolerance }
        if let duration = open.media.duration { moments.append(duration) }
        let next = moments.min().map { open.anchorTime + ($0 - open.anchorPosition) / rate }
        clock.setAlarm(alarm, at: next, signalling: wakeup)
    }
}
