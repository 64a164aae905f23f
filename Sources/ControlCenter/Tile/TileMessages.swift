import NowPlaying

/// The tile's one-line messages: the toast shown now (a message for a few seconds, or a
/// refusal until a snapshot shows it no longer holds) and the program's notices waiting to be
/// shown one after another.
struct TileMessages {
    static let seconds = 3.0

    /// The message shown and when it goes.
    private(set) var toast: (text: String, until: Double)?
    /// The ground the toast's refusal was true of; nil when the toast is no refusal.
    private var refusalGround: RefusalGround?
    /// Notices from the program, shown one after another.
    private var notices = NoticeQueue()

    /// Shows a message for a few seconds.
    mutating func say(_ text: String, now: Double) {
        toast = (text, now + Self.seconds)
        refusalGround = nil
    }

    /// Says why a command did nothing, for a few seconds or until a snapshot shows that it is
    /// no longer so (the speed came down after "Already at the fastest speed").
    mutating func refuse(_ reason: String, info: NowPlayingInfo?, now: Double) {
        say(reason, now: now)
        refusalGround = RefusalGround(info)
    }

    /// A notice from the program: shown now unless another is, then after it.
    mutating func notify(_ text: String, now: Double) {
        if let shown = notices.add(text, now: now, seconds: Self.seconds) { say(shown, now: now) }
    }

    /// Whether a notice is being shown, which a "Now playing" does not cover.
    func isShowingNotice(at now: Double) -> Bool { notices.isShowing(at: now) }

    /// A new snapshot: a refusal it no longer holds for goes.
    mutating func follow(_ info: NowPlayingInfo) {
        if let ground = refusalGround, ground != RefusalGround(info) {
            toast = nil
            refusalGround = nil
        }
    }

    /// Everything due by `now`: the toast's end, the next notice.
    mutating func timeDidPass(now: Double) {
        if let toast, now >= toast.until {
            self.toast = nil
            refusalGround = nil
        }
        if let notice = notices.next(now: now, seconds: Self.seconds) { say(notice, now: now) }
    }

    /// The next moment a message comes or goes.
    var deadline: Double? {
        [toast?.until, notices.deadline].compactMap { $0 }.min()
    }
}
