import Glibc
import Playback

/// Finds an item's artwork in order: the sidecar's picture, the embedded cover, then a
/// cover.jpg/png or folder.jpg beside the file.
enum ArtworkLocator {
    static let folderNames = ["cover.jpg", "cover.png", "folder.jpg", "folder.png", "front.jpg", "Cover.jpg", "Folder.jpg"]

    static func artwork(for item: MediaItem, hasEmbeddedCover: Bool, player: PlayerDriving) -> MediaItemArtwork? {
        if let path = item.artworkPath, let image = try? ImageDecoder.decode(path: path) {
            return MediaItemArtwork(image: image)
        }
        if hasEmbeddedCover, let image = try? player.screenshotRaw() {
            return MediaItemArtwork(image: image)
        }
        guard !item.url.contains("://"), let slash = item.url.lastIndex(of: "/") else {
            return item.url.contains("://") ? nil : folderArtwork(in: ".")
        }
        return folderArtwork(in: String(item.url[..<slash]))
    }

    private static func folderArtwork(in folder: String) -> MediaItemArtwork? {
        for name in folderNames {
            let path = folder + "/" + name
            guard access(path, R_OK) == 0, let image = try? ImageDecoder.decode(path: path) else { continue }
            return MediaItemArtwork(image: image)
        }
        return nil
    }
}
