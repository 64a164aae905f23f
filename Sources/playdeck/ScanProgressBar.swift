import Glibc
import MusicLibrary

/// A scan's progress: on a terminal one redrawn line with a bar, the count and the files read a
/// second; otherwise a plain line at each tenth of the way.
final class ScanProgressBar {
    private let descriptor: Int32
    private let isTerminal: Bool
    private var shownTenth = -1

    init(descriptor: Int32) {
        self.descriptor = descriptor
        isTerminal = isatty(descriptor) == 1
    }

    func show(_ progress: LibraryScanner.Progress) {
        let fraction = progress.toRead > 0 ? Double(progress.read) / Double(progress.toRead) : 1
        let counts = "\(progress.read) of \(progress.toRead) files to read (\(progress.found) found) · "
            + "\(Int(progress.filesPerSecond)) files/s"
        if isTerminal {
            let width = 30, filled = Int((min(1, max(0, fraction)) * Double(width)).rounded(.down))
            let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
            Output.line("\r\u{1B}[K\(bar) \(Int(fraction * 100))% \(counts)", to: descriptor, terminator: "")
        } else {
            let tenth = Int(fraction * 10)
            guard tenth > shownTenth else { return }
            shownTenth = tenth
            Output.line("scanning: \(tenth * 10)% \(counts)", to: descriptor)
        }
    }

    func clear() {
        guard isTerminal else { return }
        Output.line("\r\u{1B}[K", to: descriptor, terminator: "")
    }
}
