/// A one-line progress bar on a terminal (nothing when not on one).
public struct TrimProgressBar {
    let isTerminal: Bool
    let write: (String) -> Void

    /// A bar drawn with `write` (text written as it is, no line break added) when `isTerminal`.
    public init(isTerminal: Bool, write: @escaping (String) -> Void) {
        self.isTerminal = isTerminal
        self.write = write
    }

    /// Shows `fraction` (0 to 1) done.
    public func show(_ fraction: Double) {
        guard isTerminal else { return }
        let width = 30, filled = Int((min(1, max(0, fraction)) * Double(width)).rounded(.down))
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        write("\r\(bar) \(Int(fraction * 100))%")
    }

    /// Erases the bar.
    public func clear() {
        guard isTerminal else { return }
        write("\r\u{1B}[K")
    }
}
