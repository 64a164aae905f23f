import CNcursesW
import EventLoop
import Glibc

/// Pictures written beside ncurses (artwork in real pixels): the terminal says when the screen
/// was cleared under them, forgets cells a picture covered, and writes the pictures themselves.
extension Terminal {
    /// Whether the screen was cleared (start, resize, ^Z and fg) since the last call: pictures
    /// written beside the grid are gone and must be written again.
    public func takeErased() -> Bool {
        defer { erased = false }
        return erased
    }

    /// Forgets what the rows of `rect` show, so that the next draw writes them out again: a
    /// picture written over them has to go.
    public func discard(_ rect: Rect) {
        guard isOpen, !rect.isEmpty else { return }
        pd_discard_rows(Int32(rect.y), Int32(rect.height))
        shown = nil
    }

    /// Writes pictures beside ncurses, after a draw: each with the cursor at its cell and put
    /// back afterwards (DECSC/DECRC), so ncurses' idea of the cursor stays true.
    public func write(_ writes: [PixelPresenter.Write]) {
        guard isOpen, !writes.isEmpty else { return }
        var bytes: [UInt8] = []
        for write in writes {
            guard let origin = write.origin else {
                bytes += write.bytes
                continue
            }
            bytes += Array("\u{1B}7\u{1B}[\(origin.y + 1);\(origin.x + 1)H".utf8)
            bytes += write.bytes
            bytes += Array("\u{1B}8".utf8)
        }
        // A terminal that stops reading would block the loop here as it blocks ncurses' own
        // writes; one that went away is seen as a hang-up on input.
        try? DescriptorWriter.writeAll(bytes, to: STDOUT_FILENO)
    }
}
