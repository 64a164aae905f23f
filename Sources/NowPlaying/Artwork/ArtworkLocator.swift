import Glibc
import Locations
import MediaFiles
import Playback

/// Finds an item's artwork in order: the sidecar's picture, the embedded cover, then a
/// cover.jpg/png or folder.jpg beside the file. `request` runs on the loop and only takes
/// note of where to look; `decode` runs on the worker and does the reading and decoding.
enum ArtworkLocator {
    static let folderNames = ["cover.jpg", "cover.png", "folder.jpg", "folder.png", "front.jpg", "Cover.jpg", "Folder.jpg"]

    /// Pictures are decoded to at least this many pixels on their longer side (if they have
    /// them): what 40 columns of cells take in (chafa works on 8 pixels a cell), and more
    /// than twice what quarter blocks show in any terminal's rows. A 3000×3000 JPEG then
    /// decodes at 1/8, as 375×375.
    static let workingSide = 320

    /// Where to look for `item`'s artwork. A file's embedded cover is read by the worker; one
    /// the player shows (a stream's) is asked of it by the session, and added to the request
    /// when it comes.
    static func request(for item: MediaItem, hasEmbeddedCover: Bool, fromPlayer: Bool) -> ArtworkRequest {
        var request = ArtworkRequest(sidecarPath: item.artworkPath, started: SessionClock.system.monotonic())
        if hasEmbeddedCover && !fromPlayer { request.mediaPath = item.url }
        if LocationRule.scheme(of: item.url) == nil {
            request.folder = item.url.lastIndex(of: "/").map { String(item.url[..<$0]) } ?? "."
        }
        return request
    }

    /// The first picture found and decoded, scaled down to a working size; nil when there is none.
    @Sendable static func decode(_ request: ArtworkRequest) -> DecodedArtwork? {
        guard let (picture, encoded) = picture(request) else { return nil }
        return scaled(picture, encoded: encoded, started: request.started)
    }

    /// The picture found, with its own bytes when it has a file or an embedded cover's.
    private static func picture(_ request: ArtworkRequest) -> (DecodedPicture, EncodedPicture?)? {
        if let path = request.sidecarPath, let found = decoded(try? EncodedPicture.read(path: path)) { return found }
        if let (resources, location) = request.server, let path = resources.coverFile(for: location),
           let found = decoded(try? EncodedPicture.read(path: path)) {
            return found
        }
        if let screenshot = request.screenshot {
            return (DecodedPicture(width: screenshot.width, height: screenshot.height, rgba: screenshot.rgba()), nil)
        }
        if let path = request.mediaPath, let found = decoded(try? MediaTags.read(path: path, cover: true).cover) {
            return found
        }
        guard let folder = request.folder else { return nil }
        for name in folderNames {
            let path = folder + "/" + name
            guard access(path, R_OK) == 0, let found = decoded(try? EncodedPicture.read(path: path)) else { continue }
            return found
        }
        return nil
    }

    static func decoded(_ encoded: EncodedPicture?) -> (DecodedPicture, EncodedPicture?)? {
        guard let encoded, let picture = try? PictureDecoder.decode(encoded, minimumSide: workingSide) else { return nil }
        return (picture, encoded)
    }

    /// A picture decoded at full size (a screenshot from libmpv) is boxed down here, on the
    /// worker, so that the loop never scales more pixels than it draws.
    static func scaled(_ picture: DecodedPicture, encoded: EncodedPicture?, started: Double) -> DecodedArtwork? {
        guard picture.width > 0, picture.height > 0 else { return nil }
        var size = PixelSize(width: picture.width, height: picture.height)
        var rgba = picture.rgba
        if max(size.width, size.height) > workingSide * 2 {
            let target = size.fitted(in: PixelSize(width: workingSide, height: workingSide))
            rgba = MediaItemArtwork.boxScaled(rgba, from: size, to: target)
            size = target
        }
        let bounds = PixelSize(width: max(picture.originalWidth, size.width),
                               height: max(picture.originalHeight, size.height))
        return DecodedArtwork(bounds: bounds, size: size, rgba: rgba, encoded: encoded, started: started,
                              decoded: SessionClock.system.monotonic())
    }
}
