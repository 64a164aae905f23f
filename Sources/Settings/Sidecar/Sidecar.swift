/// What `song.mp3.playdeck.toml` says about `song.mp3`: metadata, ads, intros, credits, interstitials.
public struct Sidecar: Equatable, Sendable {
    /// Metadata that overrides the media's own tags.
    public var metadata: SidecarMetadata
    /// `[[ad]]` ranges, sorted by start, not overlapping.
    public var ads: [SidecarRange]
    /// `[[intro]]` ranges that offer "Skip Intro", sorted, not overlapping.
    public var intros: [SidecarRange]
    /// `[[credits]]` ranges that offer "Skip Credits", sorted, not overlapping.
    public var credits: [SidecarRange]
    /// `[[interstitial]]` events, sorted by time.
    public var interstitials: [SidecarInterstitial]

    /// Creates a sidecar.
    public init(
        metadata: SidecarMetadata = SidecarMetadata(entries: []), ads: [SidecarRange] = [],
        intros: [SidecarRange] = [], credits: [SidecarRange] = [], interstitials: [SidecarInterstitial] = []
    ) {
        self.metadata = metadata
        self.ads = ads
        self.intros = intros
        self.credits = credits
        self.interstitials = interstitials
    }

    /// The sidecar's conventional path: the media's path with ".playdeck.toml" appended.
    public static func path(forMedia mediaPath: String) -> String {
        mediaPath + ".playdeck.toml"
    }
}
