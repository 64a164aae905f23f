import Glibc

/// `--trace-latency FILE`: one line per key press, `<key> <received> <painted>` in monotonic
/// seconds (painted: after doupdate), and once `first-paint <seconds since start>` after the
/// first paint that shows an item, and `video-frames <n>` at the end when video was drawn.
/// Lines are appended, each with one write(2).
public final class LatencyTrace {
    private let descriptor: Int32
    private let processStart: Double
    private var wroteFirstPaint = false

    /// Opens `path` for appending; nil (with errno set) if it cannot be opened.
    /// `processStart` is the monotonic time the program began.
    public init?(path: String, processStart: Double) {
        let fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return nil }
        descriptor = fd
        self.processStart = processStart
    }

    deinit { close(descriptor) }

    /// Records the key presses among `events`, handled from `received` to `painted`.
    func keys(_ events: [InputEvent], received: Double, painted: Double) {
        var text = ""
        for case let .key(key) in events {
            let name = key.description.map { $0.isWhitespace ? "_" : $0 }
            text += "\(String(name)) \(Self.seconds(received)) \(Self.seconds(painted))\n"
        }
        write(text)
    }

    /// Records the first complete paint, once.
    func firstPaint() {
        guard !wroteFirstPaint else { return }
        wroteFirstPaint = true
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        let now = Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        write("first-paint \(Self.seconds(now - processStart))\n")
    }

    /// Records how many video frames were drawn, when the tile closes.
    func videoFrames(_ count: Int) {
        write("video-frames \(count)\n")
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
