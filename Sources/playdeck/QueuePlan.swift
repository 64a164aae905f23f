import NowPlaying
import Settings

/// What to play, worked out before any player starts: the items with what their sidecars
/// add, and whether some argument yielded nothing (each such one gets its line).
struct QueuePlan {
    var items: [MediaItem] = []
    var failed = false
    /// One line for each argument that yielded nothing and each sidecar problem, printed once
    /// the tile or the status output is up, so that the tile shows them too.
    var messages: [String] = []
    /// The demo's synthesised tune, removed when PlayDeck ends.
    var demoTune: String?

    init(entries: [QueueEntry], options: Play, config: Config) {
        for entry in entries {
            switch entry {
            case let .file(path, title):
                let sidecar = items.isEmpty ? options.sidecar : nil
                var item = SidecarItems.item(for: path, sidecarPath: sidecar, config: config, warnings: &messages)
                item.playlistTitle = title
                items.append(item)
            case .demo:
                guard let tune = DemoTune.write() else {
                    messages.append("--demo: cannot write the demo tune to a temporary folder (skipped)")
                    failed = true
                    continue
                }
                demoTune = tune
                items.append(Demo.item(tune: tune))
            case let .problem(argument, reason):
                messages.append("\(Sanitized.line(argument)): \(Sanitized.line(reason)) (skipped)")
                failed = true
            }
        }
        for (index, title) in Handover.titles(options) where items.indices.contains(index) { items[index].playlistTitle = title }
        let first = options.handoffIndex ?? 0
        if let start = options.start, items.indices.contains(first) { items[first].startTime = start }
    }

    /// A second player is started only when some item has interstitial events to play on it.
    var needsInterstitialPlayer: Bool {
        items.contains { !$0.interstitials.isEmpty }
    }
}
