import NowPlaying
import Testing

/// Sizes fit inside boxes with their aspect ratio, and never grow.
@Suite struct PixelSizeTests {
    @Test(arguments: [
        (PixelSize(width: 300, height: 200), PixelSize(width: 150, height: 150), PixelSize(width: 150, height: 100)),
        (PixelSize(width: 200, height: 300), PixelSize(width: 150, height: 150), PixelSize(width: 100, height: 150)),
        (PixelSize(width: 300, height: 300), PixelSize(width: 900, height: 900), PixelSize(width: 300, height: 300)),
        (PixelSize(width: 1000, height: 1), PixelSize(width: 10, height: 10), PixelSize(width: 10, height: 1)),
        (PixelSize(width: 300, height: 200), PixelSize(width: 0, height: 10), PixelSize(width: 0, height: 0)),
    ])
    func fittingKeepsTheAspectRatioAndNeverGrows(size: PixelSize, box: PixelSize, fitted: PixelSize) {
        #expect(size.fitted(in: box) == fitted)
    }
}
