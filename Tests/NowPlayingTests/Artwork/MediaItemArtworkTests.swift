import NowPlaying
import Playback
import Testing

/// Artwork answers "the image closest to this size" from a small cache, never re-scaling a size twice.
@Suite struct MediaItemArtworkTests {
    /// A bgr0 picture whose every pixel differs, padded rows like mpv's.
    static func picture(width: Int, height: Int) -> RawImage {
        let stride = width * 4 + 16
        var bytes = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            for x in 0..<width {
                let i = y * stride + x * 4
                bytes[i] = UInt8(x % 256); bytes[i + 1] = UInt8(y % 256); bytes[i + 2] = UInt8((x + y) % 256)
            }
        }
        return RawImage(width: width, height: height, stride: stride, format: "bgr0", bytes: bytes)
    }

    static func storage(_ image: ArtworkImage) -> UnsafeRawPointer? {
        image.rgba.withUnsafeBytes { $0.baseAddress }
    }

    @Test func theBoundsAreTheOriginalSize() throws {
        let artwork = try #require(MediaItemArtwork(image: Self.picture(width: 300, height: 200)))
        #expect(artwork.bounds == PixelSize(width: 300, height: 200))
    }

    @Test func aPictureWithoutPixelsIsNoArtwork() {
        #expect(MediaItemArtwork(image: RawImage(width: 0, height: 10, stride: 0, format: "bgr0", bytes: [])) == nil)
    }

    @Test func askingForMoreThanTheBoundsGivesTheOriginalUnscaled() throws {
        let source = Self.picture(width: 30, height: 20)
        let artwork = try #require(MediaItemArtwork(image: source))
        let image = artwork.image(closestTo: PixelSize(width: 600, height: 600))
        #expect(image.size == PixelSize(width: 30, height: 20))
        #expect(image.rgba == source.rgba())
    }

    @Test func aSmallerSizeKeepsTheAspectRatio() throws {
        let artwork = try #require(MediaItemArtwork(image: Self.picture(width: 300, height: 200)))
        let image = artwork.image(closestTo: PixelSize(width: 150, height: 150))
        #expect(image.size == PixelSize(width: 150, height: 100))
        #expect(image.rgba.count == 150 * 100 * 4)
    }

    @Test func theSameSizeAgainComesFromTheCacheWithoutRescaling() throws {
        let artwork = try #require(MediaItemArtwork(image: Self.picture(width: 300, height: 200)))
        let first = artwork.image(closestTo: PixelSize(width: 150, height: 150))
        let again = artwork.image(closestTo: PixelSize(width: 150, height: 150))
        // A box of another shape that fits the same size is the same request.
        let sameFit = artwork.image(closestTo: PixelSize(width: 150, height: 100))
        #expect(artwork.cachedSizes == 1)
        #expect(Self.storage(first) == Self.storage(again))
        #expect(Self.storage(first) == Self.storage(sameFit))
        let other = artwork.image(closestTo: PixelSize(width: 60, height: 60))
        #expect(Self.storage(other) != Self.storage(first))
        #expect(artwork.cachedSizes == 2)
    }

    @Test func theCacheHoldsAFewSizesOnly() throws {
        let artwork = try #require(MediaItemArtwork(image: Self.picture(width: 300, height: 200)))
        for width in [10, 20, 30, 40, 50, 60] { _ = artwork.image(closestTo: PixelSize(width: width, height: 1000)) }
        #expect(artwork.cachedSizes == 4)
    }

    @Test func scalingDownAveragesTheCoveredPixels() throws {
        let source = RawImage(width: 2, height: 1, stride: 8, format: "rgba", bytes: [0, 100, 200, 255, 100, 200, 0, 255])
        let artwork = try #require(MediaItemArtwork(image: source))
        let image = artwork.image(closestTo: PixelSize(width: 1, height: 1))
        #expect(image.size == PixelSize(width: 1, height: 1))
        #expect(image.rgba == [50, 150, 100, 255])
    }

    @Test func anEmptyBoxGivesAnEmptyImage() throws {
        let artwork = try #require(MediaItemArtwork(image: Self.picture(width: 30, height: 20)))
        let image = artwork.image(closestTo: PixelSize(width: 0, height: 0))
        #expect(image.rgba.isEmpty)
    }
}
