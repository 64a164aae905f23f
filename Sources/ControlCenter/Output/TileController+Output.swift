import NowPlaying

extension TileController {
    /// Opens the output menu on the output playing, or says why there is nothing to choose.
    func openOutputMenu(now: Double) {
        guard let info, info.audioDevices.count > 1 else { return say("No other audio output is available", now: now) }
        let entries = OutputMenu.entries(info)
        overlay = .outputMenu(highlighted: entries.firstIndex { $0.isSelected } ?? 0)
    }
}
