import EventLoop
import Glibc
import NowPlaying

/// `--headless`: a status line (or `--json`, the JSON snapshot) on standard output for each
/// snapshot published; the loop ends once nobody reads them.
public enum StatusOutput {
    /// Writes each of `infoCenter`'s snapshots with `write` (false: the reader has gone, as in
    /// `playdeck --headless --json | head -1`, and `loop` stops).
    public static func start(loop: EventLoop, infoCenter: NowPlayingInfoCenter, json: Bool, write: @escaping (String) -> Bool) {
        infoCenter.addObserver { [unowned loop] info in
            let line = json ? StatusJSON(info).line() : StatusSummary.line(StatusJSON(info))
            if !write(line) { loop.stop() }
        }
        // A paused player writes nothing, so a reader that left would go unnoticed: the write end
        // of a pipe reports POLLERR when its reader closes, so watch it (pipes only: a terminal
        // on fd 1 would also report the person's typing).
        if isPipe(STDOUT_FILENO) {
            loop.watch(STDOUT_FILENO) { [unowned loop] in loop.stop() }
        }
    }

    /// Whether a descriptor is a pipe (or FIFO).
    static func isPipe(_ descriptor: Int32) -> Bool {
        var info = stat()
        return fstat(descriptor, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
    }
}
