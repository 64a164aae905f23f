import Playback

/// What a session learns from its players' property events, and so needs observed on each
/// player it plays on (the item's, the interstitials', picture in picture's, multiview's).
public enum SessionProperties {
    /// The properties to observe.
    public static let observed: [Property] = [
        .duration, .pause, .speed, .volume, .mute, .metadata, .mediaTitle, .chapterList, .chapter,
        .trackList, .seekable, .pausedForCache, .cacheBufferingState, .demuxerViaNetwork, .fileFormat, .idleActive,
        .audioDevice, .currentAudioOutput,
    ]
}
