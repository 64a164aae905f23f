/// The room's events as a person reads them ("ana paused at 12:04"), names sanitised.
enum SyncplayNoticeText {
    /// Nil for a change no peer made (the room's first state has no author).
    static func text(_ notice: SyncplayNotice) -> String? {
        switch notice {
        case let .paused(who, at): named(who) { "\($0) paused at \(clock(at))" }
        case let .unpaused(who): named(who) { "\($0) unpaused" }
        case let .seeked(who, from, to): named(who) { "\($0) jumped from \(clock(from)) to \(clock(to))" }
        case let .rewound(who): named(who) { "Rewound to keep in step with \($0)" }
        case let .slowedDown(who): named(who) { "Slowing down to keep in step with \($0)" }
        case .speedRestored: "Back to normal speed"
        }
    }

    private static func named(_ who: String, _ text: (String) -> String) -> String? {
        who.isEmpty ? nil : text(SyncplayRoom.shown(who))
    }

    /// Whole seconds as m:ss or h:mm:ss.
    static func clock(_ seconds: Double) -> String {
        let total = seconds.isFinite ? max(0, Int(seconds)) : 0
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        let mmss = (minutes < 10 && hours > 0 ? "0" : "") + "\(minutes):" + (secs < 10 ? "0" : "") + "\(secs)"
        return hours > 0 ? "\(hours):\(mmss)" : mmss
    }
}
