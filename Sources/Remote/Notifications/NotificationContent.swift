import NowPlaying

/// What a desktop notification of an item says: its title, "artist — album", and its cover no
/// larger than `coverLimit` pixels a side, as org.freedesktop.Notifications takes them.
public struct NotificationContent: Equatable, Sendable {
    /// The summary: the item's title.
    public var summary: String
    /// The body: "artist — album", or whichever of them the item names.
    public var body: String
    /// The cover, scaled down to fit `coverLimit`.
    public var cover: ArtworkImage?

    /// The largest cover sent, a side in pixels: notifications show a thumbnail.
    public static let coverLimit = 256

    /// The content for a snapshot, and the cover the session decoded for it; every text
    /// sanitised (no escape sequence reaches a notification daemon's log or a terminal).
    public init(_ info: NowPlayingInfo, artwork: MediaItemArtwork?) {
        let metadata = info.metadata
        summary = Sanitized.line(metadata.title ?? info.path.map(Self.fileName) ?? "PlayDeck")
        body = [metadata.artist, metadata.album].compactMap { $0.map(Sanitized.line) }.filter { !$0.isEmpty }
            .joined(separator: " — ")
        cover = artwork.map { $0.image(closestTo: PixelSize(width: Self.coverLimit, height: Self.coverLimit)) }
    }

    /// The arguments of `Notify` (susssasa{sv}i): app name, the id replaced (0: none), no icon,
    /// summary, body, no actions, the cover as `image-data` (iiibiiay: width, height, row stride,
    /// alpha, bits per sample, channels, RGBA bytes), the server's default timeout.
    func arguments(replacing id: UInt32) -> [BusValue] {
        var hints: [String: BusValue] = ["desktop-entry": .string("playdeck")]
        if let cover, cover.size.width > 0, cover.size.height > 0, cover.rgba.count == cover.size.width * cover.size.height * 4 {
            hints["image-data"] = .structure([
                .int32(Int32(cover.size.width)), .int32(Int32(cover.size.height)), .int32(Int32(cover.size.width * 4)),
                .boolean(true), .int32(8), .int32(4), .bytes(cover.rgba),
            ])
        }
        return [.string("PlayDeck"), .uint32(id), .string(""), .string(summary), .string(body), .strings([]),
                .dictionary(hints), .int32(-1)]
    }

    private static func fileName(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}
