import Playback

/// mpv found no audio output that works (no sound card, no sound server answering) and, as
/// PlayDeck asks it to, plays on through its null output, each driver's failure a warning in its
/// log. Noticed once, when the output that opened is the null one and `--ao` did not name it.
struct SilentOutput {
    private var noticed = false

    /// Whether `event` is the first to say so; `drivers`: what `--ao` asked for.
    mutating func isFirst(_ event: PlayerEvent, drivers: AudioDrivers) -> Bool {
        guard !noticed, case .propertyChanged(.currentAudioOutput("null")) = event, !drivers.namesNull else { return false }
        noticed = true
        return true
    }
}
