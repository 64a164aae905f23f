import Commands

/// The room's events as a person reads them ("ana paused at 12:04"), names sanitised.
enum SyncplayNoticeText {
    static func text(_ notice: SyncplayNotice) -> String {
        switch notice {
        case let .paused(who, at): "\(SyncplayRoom.shown(who)) paused at \(ClockTime.text(at))"
        case let .unpaused(who): "\(SyncplayRoom.shown(who)) unpaused"
        case let .seeked(who, from, to): "\(SyncplayRoom.shown(who)) jumped from \(ClockTime.text(from)) to \(ClockTime.text(to))"
        case let .rewound(who): "Rewound to keep in step with \(SyncplayRoom.shown(who))"
        case let .slowedDown(who): "Slowing down to keep in step with \(SyncplayRoom.shown(who))"
        case .speedRestored: "Back to normal speed"
        }
    }
}
