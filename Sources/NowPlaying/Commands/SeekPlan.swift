/// Where a seek, a chapter step or "previous" leads, decided from the item alone: a pure
/// function of where playback is and what lies between it and the target.
enum SeekPlan: Equatable {
    /// Refused: going forward inside an ad is what Skip Ad is for.
    case refusedInAd
    /// An unplayed interstitial that constrains seeking forward plays first; then the target.
    case interstitialFirst(index: Int, target: Double)
    /// The target is at or past the end: the next item.
    case nextItem
    /// Seek the primary to this media time.
    case seek(Double)

    /// A seek from media time `media` to content time `position`; `constraining` finds the
    /// interstitial a seek between two media times must play first.
    static func content(_ position: Double, from media: Double, in entry: MediaItem, duration: Double?,
                        constraining: (Double, Double) -> Int?) -> SeekPlan {
        let target = entry.timeline.mediaTime(atContent: max(0, position))
        if entry.timeline.ad(atMedia: media) != nil, target > media { return .refusedInAd }
        if let index = constraining(media, target) { return .interstitialFirst(index: index, target: target) }
        if let duration, target >= duration { return .nextItem }
        return .seek(target)
    }

    /// A step to the next (`step` > 0) or previous chapter from media time `media`. Going back
    /// from well inside a chapter returns to its start first, as players do.
    static func chapter(step: Int, from media: Double, starts: [Double]) -> SeekPlan {
        let current = starts.lastIndex { $0 <= media + 0.01 } ?? -1
        let stepBack = current >= 0 && media - starts[current] > 3 ? 0 : -1
        let target = step > 0 ? current + 1 : current + stepBack
        return target >= starts.count ? .nextItem : .seek(starts[max(0, target)])
    }
}
