import NowPlaying

extension TileController {
    /// Opens the sleep timer's menu on what the timer waits for now.
    func openSleepMenu(now: Double) {
        let entries = SleepMenu.entries(info)
        overlay = .sleepMenu(highlighted: entries.firstIndex { $0.isSelected } ?? 0)
    }
}
