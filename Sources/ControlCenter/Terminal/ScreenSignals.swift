import CNcursesW
import EventLoop
import Glibc

/// SIGWINCH (resize), SIGTSTP (^Z) and SIGCONT (continued by someone else) for the screen:
/// a handler in CNcursesW records each and wakes the loop through `descriptor`; the loop
/// asks `pending()` which came and does the work. The handlers are the process's, so one
/// of these exists at a time (the terminal's).
final class ScreenSignals {
    /// The signals this handles.
    static let handled: [Int32] = [SIGWINCH, SIGTSTP, SIGCONT]
    private let wakeup: Wakeup
    private var installed = true

    /// Installs the handlers and unblocks the signals on this thread.
    init() throws(SystemError) {
        wakeup = try Wakeup()
        // Installed before ncurses starts, so that it leaves SIGWINCH and SIGTSTP to us. They
        // reach this thread even when whoever started PlayDeck left them blocked (a blocked
        // mask is inherited: a tmux started by such a process passes it to every pane).
        _ = pd_install_screen_signals(wakeup.descriptor)
        var signals = sigset_t()
        sigemptyset(&signals)
        for signal in Self.handled { sigaddset(&signals, signal) }
        pthread_sigmask(SIG_UNBLOCK, &signals, nil)
    }

    deinit { restore() }

    /// Readable when a signal came; `pending()` says which.
    var descriptor: Int32 { wakeup.descriptor }

    /// The signals that came since the last call, each once.
    func pending() -> Set<Int32> {
        // Drained first: a signal that comes after the mask is taken wakes the loop again.
        wakeup.drain()
        let mask = pd_take_screen_signals()
        return Set(Self.handled.filter { mask & (1 << UInt32($0)) != 0 })
    }

    /// Stops the process as ^Z would and returns once it is continued (the caller gave the
    /// terminal back first).
    func suspendProcess() {
        pd_suspend_self()
    }

    /// Puts the default handlers back; nothing is recorded afterwards.
    func restore() {
        guard installed else { return }
        installed = false
        pd_restore_screen_signals()
    }
}
