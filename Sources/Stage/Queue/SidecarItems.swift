import NowPlaying
import Settings

/// Builds queue items from paths, with what their sidecars add. A bad sidecar never
/// stops its media from playing: it plays without it, after one warning per problem.
enum SidecarItems {
    static func item(for url: String, sidecarPath: String?, config: Config, warnings: inout [String]) -> MediaItem {
        let loaded: Result<Sidecar?, SettingsErrors> = sidecarPath.map { path in Sidecar.load(path: path).map { $0 } }
            ?? Sidecar.load(forMedia: url)
        switch loaded {
        case let .success(sidecar?):
            return item(url: url, sidecar: sidecar, config: config, warnings: &warnings)
        case .success(nil):
            return MediaItem(url: url)
        case let .failure(errors):
            warnings += errors.errors.map { "\(Sanitized.line($0.description)) (playing without the sidecar)" }
            return MediaItem(url: url)
        }
    }

    static func item(url: String, sidecar: Sidecar, config: Config, warnings: inout [String]) -> MediaItem {
        var item = MediaItem(url: url)
        item.externalMetadata = sidecar.metadata.entries.flatMap { entry in
            entry.fields.sorted { $0.key.rawValue < $1.key.rawValue }.compactMap { field, value in
                MetadataIdentifier(rawValue: field.rawValue).map { MetadataItem($0, value, language: entry.language) }
            }
        }
        do {
            item.timeline = try AdTimeline(ranges: sidecar.ads.map { AdTimeRange(start: $0.start, duration: $0.duration) })
        } catch {
            warnings.append("\(Sanitized.line(url)): sidecar ads ignored: \(error)")
        }
        item.contextualActions = sidecar.intros.map { ContextualAction(title: "Skip Intro", start: $0.start, end: $0.end) }
            + sidecar.credits.map { ContextualAction(title: "Skip Credits", start: $0.start, end: $0.end) }
        item.interstitials = sidecar.interstitials.map { event in
            InterstitialEvent(time: event.time, url: event.url, skippableAfter: event.skippableAfter ?? config.ads.skipAfter,
                              restrictions: Set(event.restrictions.compactMap { InterstitialEvent.Restriction(rawValue: $0.rawValue) }))
        }
        return item
    }
}
