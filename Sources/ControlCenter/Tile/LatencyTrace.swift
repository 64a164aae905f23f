import EventLoop
import Glibc

/// `--trace-latency FILE`, in monotonic seconds (a benchmark takes the exec time itself: the
/// process cannot see it). Lines are appended, each with one write(2):
/// - `<key> <received> <painted>` per key press: painted is the first paint (after doupdate)
///   once the source has answered what the key asked (at once in the player's own tile; over a
///   socket, the command's reply, or the rows and pictures the key needed);
/// - `snapshot <received> <painted>` per snapshot that came from the source and was painted;
/// - `first-paint <painted>` once, after the first paint that shows an item (with nothing named,
///   the Library panel's list);
/// - `playback-restart <time>` once, when the first item starts playing (headless too), then
///   `restart <time>` at each later playback restart of the main player (a seek landed, the next item started);
/// - `artwork <decode-start> <decoded> <cells-ready> <columns>x<rows>` once per artwork (asked
///   for, pixels ready on the worker, cells made on the loop, their size);
/// - `video-frames <n>` at the end when video was drawn.
public final class LatencyTrace {
    private let descriptor: Int32
    private var wroteFirstPaint = false
    private var wrotePlaybackRestart = false
    private var tracedArtwork: Int?
    /// Key presses whose screen is not complete yet, when each came, and how many requests the
    /// source must have answered for it to be (known once the key's own requests are sent).
    private var pendingKeys: [(events: [InputEvent], received: Double, needs: Int?)] = []
    private var pendingSnapshot: Double?

    /// Opens `path` for appending; nil (with errno set) if it cannot be opened.
    public init?(path: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return nil }
        descriptor = fd
    }

    deinit { close(descriptor) }

    /// Notes key presses among `events`, received at `received`; they are written at the first
    /// settled paint.
    func pressed(_ events: [InputEvent], received: Double) {
        pendingKeys.append((events, received, nil))
    }

    /// Notes a snapshot from the source, received at `received`; written at the next paint.
    func snapshotReceived(_ received: Double) {
        if pendingSnapshot == nil { pendingSnapshot = received }
    }

    /// A paint is on screen; the source has sent `sent` requests so far and had `answered`.
    func painted(sent: Int, answered: Int, at painted: Double) {
        var text = ""
        if let received = pendingSnapshot {
            text += "snapshot \(Self.seconds(received)) \(Self.seconds(painted))\n"
            pendingSnapshot = nil
        }
        for index in pendingKeys.indices where pendingKeys[index].needs == nil { pendingKeys[index].needs = sent }
        while let first = pendingKeys.first, let needs = first.needs, answered >= needs {
            for case let .key(key) in first.events {
                let name = key.description.map { $0.isWhitespace ? "_" : $0 }
                text += "\(String(name)) \(Self.seconds(first.received)) \(Self.seconds(painted))\n"
            }
            pendingKeys.removeFirst()
        }
        write(text)
    }

    /// Records the first complete paint, once.
    func firstPaint() {
        guard !wroteFirstPaint else { return }
        wroteFirstPaint = true
        write("first-paint \(Self.seconds(EventLoop.now()))\n")
    }

    /// Records mpv's playback-restart: the first item started playing, or later a seek landed or the next item started.
    public func playbackRestarted() {
        guard !wrotePlaybackRestart else { return write("restart \(Self.seconds(EventLoop.now()))\n") }
        wrotePlaybackRestart = true
        write("playback-restart \(Self.seconds(EventLoop.now()))\n")
    }

    /// Records once when the artwork known by `id` was asked for, decoded and first turned into
    /// cells, and at what size.
    func artwork(_ id: Int, times: (started: Double, decoded: Double, ready: Double), cells: (columns: Int, rows: Int)) {
        guard tracedArtwork != id else { return }
        tracedArtwork = id
        let stamps = [times.started, times.decoded, times.ready].map(Self.seconds).joined(separator: " ")
        write("artwork \(stamps) \(cells.columns)x\(cells.rows)\n")
    }

    /// Records each write of artwork in real pixels: when, and how many bytes.
    func pixels(_ bytes: Int) {
        write("pixels \(Self.seconds(EventLoop.now())) \(bytes)\n")
    }

    /// Records how many video frames were drawn, when the tile closes.
    func videoFrames(_ count: Int) {
        write("video-frames \(count)\n")
    }

    /// Records how many frames multiview's view `view` (1-based) drew, when the tile closes.
    func viewFrames(_ view: Int, _ count: Int) {
        write("view-frames \(view) \(count)\n")
    }

    /// Records how many frames picture in picture's corner drew, when the tile closes.
    func cornerFrames(_ count: Int) {
        write("corner-frames \(count)\n")
    }

    /// Records how far each of multiview's views 2 and on was from view 1 at a drift check, in seconds.
    public func multiviewDrift(_ drifts: [Double]) {
        write("multiview-drift \(Self.seconds(EventLoop.now())) " + drifts.map { String($0) }.joined(separator: " ") + "\n")
    }

    private func write(_ text: String) {
        guard !text.isEmpty else { return }
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
    }

    private static func seconds(_ value: Double) -> String {
        let micros = Int((value * 1e6).rounded())
        let fraction = String(micros % 1_000_000)
        return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
    }
}
