/// A scan's progress: on a terminal one redrawn line with a bar, the count and the files read a
/// second; otherwise a plain line at each tenth of the way.
public final class ScanProgressBar {
    private let isTerminal: Bool
    private let write: (String) -> Void
    private var shownTenth = -1

    /// A bar drawn with `write` (text written as it is, no line break added), redrawn in place
    /// when `isTerminal`.
    public init(isTerminal: Bool, write: @escaping (String) -> Void) {
        self.isTerminal = isTerminal
        self.write = write
    }

    /// Shows how far the scan is.
    public func show(_ progress: LibraryScanner.Progress) {
        let fraction = progress.toRead > 0 ? Double(progress.read) / Double(progress.toRead) : 1
        let counts = "\(progress.read) of \(progress.toRead) files to read (\(progress.found) found) · "
            + "\(Int(progress.filesPerSecond)) files/s"
        if isTerminal {
            let width = 30, filled = Int((min(1, max(0, fraction)) * Double(width)).rounded(.down))
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            write("\r\u{1B}[K\(bar) \(Int(fraction * 100))% \(counts)")
        } else {
            let tenth = Int(fraction * 10)
            guard tenth > shownTenth else { return }
            shownTenth = tenth
            write("scanning: \(tenth * 10)% \(counts)\n")
        }
    }

    /// Erases the bar, before another line is written or when the scan is over.
    public func clear() {
        guard isTerminal else { return }
        write("\r\u{1B}[K")
    }
}
