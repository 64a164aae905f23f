import Playback

/// Live Text for the session: once video has stayed paused on one frame for `delay` seconds,
/// that frame is taken from the player (`screenshot-raw`, at the video's own size) and read off
/// the loop. Playing, seeking or another item cancels, and a reading of a frame no longer shown
/// is dropped; while playing nothing is armed, taken or read.
final class PausedFrameText {
    /// The frame shown while paused: which item, and where in it.
    struct Frame: Equatable {
        var entry: Int64
        var mediaTime: Double
    }

    /// The frame `playback` shows for Live Text: its video, paused and settled (no seek or load
    /// under way); nil when not, or when `covered` (no current item, or an interstitial in front).
    static func frame(shownBy playback: ItemPlayback, covered: Bool) -> Frame? {
        let item = playback.item
        guard !covered, item.hasVideo, !playback.isSettling,
              SnapshotBuilder.state(hasItem: true, item: item, player: playback.state, presenting: nil) == .paused,
              let entry = item.entryID, let time = playback.mediaTime else { return nil }
        return Frame(entry: entry, mediaTime: time)
    }

    /// Seconds on one paused frame before it is read; nil turns Live Text off.
    var delay: Double? = nil
    /// What the snapshot says; nil while no video is paused.
    private(set) var state: LiveTextState?
    /// The last frame's text, once read.
    private(set) var result: LiveTextResult?
    /// When the paused frame is to be taken, in monotonic seconds; nil when nothing waits.
    private(set) var deadline: Double?
    /// Readable when a frame's text is ready; the loop then calls `takeLoaded()`.
    var descriptor: Int32 { reader.descriptor }
    private let reader: LiveTextReader
    private var frame: Frame?
    private var ticket: UInt64 = 0
    private var counter = 0
    /// Why tesseract cannot be used in this process: Live Text stays off.
    private(set) var unavailable: String?
    /// Called once when tesseract cannot be used, with the line to tell the person.
    var onUnavailable: ((String) -> Void)?
    /// The size of the frame being read.
    private var size: PixelSize?

    /// Screenshot tickets of Live Text carry this bit, so that the artwork's never meet them.
    static let ticketTag: UInt64 = 1 << 62

    /// Whether a screenshot's `ticket` was asked for by Live Text.
    static func owns(_ ticket: UInt64) -> Bool { ticket & ticketTag != 0 }

    /// Live Text reading frames with `reader` (tests bring their own).
    init(reader: LiveTextReader = LiveTextReader()) {
        self.reader = reader
    }

    /// Follows what is shown: `shown` is the paused video frame, nil while none is (playing,
    /// seeking, loading, audio). A new frame is read `delay` seconds from `now`; the same frame
    /// keeps its reading.
    func follow(_ shown: Frame?, now: Double) {
        guard let shown else { return forget() }
        guard let delay, unavailable == nil else {
            forget()
            state = LiveTextState(phase: .off, reason: unavailable ?? "Live Text is turned off ([video] live_text = false)")
            return
        }
        guard shown != frame else { return }
        forget()
        frame = shown
        deadline = now + delay
        state = LiveTextState(phase: .reading)
    }

    /// Takes the paused frame from `player` once its deadline has come.
    func timeDidPass(now: Double, player: PlayerDriving) {
        guard let due = deadline, now >= due else { return }
        deadline = nil
        ticket += 1
        do {
            try player.requestScreenshot(ticket: Self.ticketTag | ticket)
        } catch {
            finish(lines: [], size: nil)
        }
    }

    /// The frame asked for by `timeDidPass`: it goes to the reader, unless it is no longer wanted.
    func screenshotTaken(ticket: UInt64, _ taken: Result<RawImage, MPVError>) {
        guard frame != nil, ticket == Self.ticketTag | self.ticket, deadline == nil, result == nil else { return }
        switch taken {
        case let .success(image) where image.width > 0 && image.height > 0:
            size = PixelSize(width: image.width, height: image.height)
            reader.read(image)
        default:
            // No picture to read (mpv has none to give): a frame with no text to show.
            finish(lines: [], size: nil)
        }
    }

    /// Takes the reader's outcome; true when the state changed (a new result, or Live Text off).
    func takeLoaded() -> Bool {
        guard let outcome = reader.take(), frame != nil else { return false }
        switch outcome {
        case let .lines(lines):
            finish(lines: lines, size: size)
        case let .unavailable(reason):
            unavailable = "Live Text is off: \(reason)"
            state = LiveTextState(phase: .off, reason: unavailable)
            onUnavailable?(unavailable ?? reason)
        }
        return true
    }

    private func finish(lines: [LiveTextLine], size: PixelSize?) {
        counter += 1
        result = LiveTextResult(id: counter, frame: size ?? PixelSize(width: 0, height: 0), mediaTime: frame?.mediaTime,
                                lines: lines)
        state = LiveTextState(phase: .ready, resultID: counter)
    }

    /// Drops the frame, its reading and anything under way for it.
    private func forget() {
        frame = nil
        deadline = nil
        result = nil
        size = nil
        state = nil
        reader.cancel()
    }
}
