import NowPlaying
import Remote
import Settings

extension App {
    /// Desktop notifications of item changes, as `[notifications]` says.
    func attachNotifications(_ config: Config) {
        let notifier = DesktopNotifier(loop: loop)
        notifier.onProblem = { [unowned self] in notice($0) }
        infoCenter.addObserver { [unowned self, notifier] info in notifier.follow(info, artwork: session.artwork) }
        self.notifier = notifier
        applyNotifications(config)
    }

    /// `enabled = "auto"` sends none while the tile's terminal has the focus; a terminal that
    /// never said counts as focused (the person may well be looking at it), a player without a
    /// tile as unfocused (nobody looks at a headless or background player).
    func applyNotifications(_ config: Config) {
        let mode = config.notifications.enabled
        notifier?.isWanted = { [unowned self] in
            switch mode {
            case .always: true
            case .never: false
            case .auto: tile.map { $0.terminalFocused == false } ?? true
            }
        }
    }
}
