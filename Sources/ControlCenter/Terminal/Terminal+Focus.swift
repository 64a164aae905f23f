import EventLoop
import Glibc

extension Terminal {
    /// Asks the terminal to report when it gains and loses the focus (CSI ? 1004 h): a
    /// notification of the next item is only worth it while the person looks elsewhere.
    /// Terminals that do not know the mode ignore it, and say nothing.
    static func setFocusReporting(_ on: Bool) {
        try? DescriptorWriter.writeAll(Array((on ? "\u{1B}[?1004h" : "\u{1B}[?1004l").utf8), to: STDOUT_FILENO)
    }
}
