@testable import NowPlaying
import Playback
import Testing
@testable import ControlCenter

/// Artwork through libchafa into cells, and the cache in front of it.
@Suite struct ArtworkRendererTests {
    /// Left half red, right half blue.
    func halves(width: Int = 64, height: Int = 32) -> ArtworkImage {
        var rgba: [UInt8] = []
        for _ in 0..<height {
            for x in 0..<width { rgba += x < width / 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] }
        }
        return ArtworkImage(size: PixelSize(width: width, height: height), rgba: rgba)
    }

    @Test func truecolorCellsCarryThePicturesColours() throws {
        let cells = try #require(ArtworkRenderer.render(halves(), columns: 8, rows: 4, style: .truecolor))
        #expect(cells.columns == 8 && cells.rows == 4)
        let left = [cells[0, 0].style.foreground, cells[0, 0].style.background]
        let right = [cells[7, 3].style.foreground, cells[7, 3].style.background]
        #expect(left.contains(.rgb(255, 0, 0)))
        #expect(right.contains(.rgb(0, 0, 255)))
        #expect(cells.cells.allSatisfy { $0.width == 1 && DisplayWidth.of($0.text) == 1 })
    }

    @Test func paletteCellsUsePaletteIndexes() throws {
        let cells = try #require(ArtworkRenderer.render(halves(), columns: 8, rows: 4, style: .palette256))
        let colours = cells.cells.flatMap { [$0.style.foreground, $0.style.background] }
        #expect(colours.contains(.indexed(196)))
        #expect(colours.allSatisfy { if case .rgb = $0 { false } else { true } })
        let sixteen = try #require(ArtworkRenderer.render(halves(), columns: 8, rows: 4, style: .palette16))
        #expect(sixteen.cells.allSatisfy { cell in
            [cell.style.foreground, cell.style.background].allSatisfy { if case .indexed = $0 { false } else { true } }
        })
    }

    @Test func asciiArtworkIsPlainASCIIWithoutColour() throws {
        let cells = try #require(ArtworkRenderer.render(halves(), columns: 8, rows: 4, style: .ascii))
        #expect(cells.cells.allSatisfy { $0.text.allSatisfy(\.isASCII) && $0.style == .plain })
    }

    @Test func aSquarePictureFitsTwiceAsManyColumnsAsRows() {
        let size = ArtworkRenderer.fittedSize(of: PixelSize(width: 300, height: 300), columns: 30, rows: 12)
        #expect(size.columns == 24 && size.rows == 12)
        let wide = ArtworkRenderer.fittedSize(of: PixelSize(width: 1600, height: 900), columns: 24, rows: 12)
        #expect(wide.columns == 24 && wide.rows == 7)
    }

    @Test func theCacheRendersEachSizeOnce() throws {
        let image = ArtworkImage(size: PixelSize(width: 16, height: 16), rgba: Array(repeating: 200, count: 16 * 16 * 4))
        let cache = ArtworkCache(style: .palette256)
        let first = ArtworkPicture(artworkID: 1, requested: PixelSize(width: 384, height: 384), image: image)
        let second = ArtworkPicture(artworkID: 2, requested: PixelSize(width: 160, height: 160), image: image)
        _ = cache.cells(first, columns: 24, rows: 12)
        _ = cache.cells(first, columns: 24, rows: 12)
        #expect(cache.renderCount == 1)
        _ = cache.cells(first, columns: 10, rows: 5)
        _ = cache.cells(second, columns: 10, rows: 5)
        #expect(cache.renderCount == 3)
    }

    @Test func theCacheKeepsThePicturesOfTheArtworkShownOnly() {
        let image = ArtworkImage(size: PixelSize(width: 2, height: 2), rgba: Array(repeating: 9, count: 16))
        let cache = ArtworkCache(style: .palette256)
        let small = PixelSize(width: 160, height: 160), large = PixelSize(width: 384, height: 384)
        cache.add(ArtworkPicture(artworkID: 1, requested: small, image: image))
        cache.add(ArtworkPicture(artworkID: 1, requested: large, image: image))
        // Picture in picture's artwork beside the tile's: both are kept.
        cache.add(ArtworkPicture(artworkID: 2, requested: small, image: image))
        #expect(cache.picture(1, size: small) != nil && cache.picture(1, size: large) != nil)
        #expect(cache.picture(2, size: small) != nil)
        // A snapshot that shows artwork 2 alone drops artwork 1's pictures.
        cache.retain([2])
        #expect(cache.picture(1, size: small) == nil && cache.picture(1, size: large) == nil)
        #expect(cache.picture(2, size: small) != nil)
        #expect(ArtworkCache(style: .truecolor).pixelSize(for: (columns: 24, rows: 12)) == PixelSize(width: 384, height: 384))
    }

    @Test func theCacheHoldsAFewPicturesTheOldestGoingFirst() {
        let image = ArtworkImage(size: PixelSize(width: 2, height: 2), rgba: Array(repeating: 9, count: 16))
        let cache = ArtworkCache(style: .palette256)
        let sizes = (1...7).map { PixelSize(width: 10 * $0, height: 10 * $0) }
        for size in sizes { cache.add(ArtworkPicture(artworkID: 1, requested: size, image: image)) }
        #expect(cache.picture(1, size: sizes[0]) == nil)
        #expect(sizes.dropFirst().allSatisfy { cache.picture(1, size: $0) != nil })
    }
}
